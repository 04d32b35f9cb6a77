import { readFileSync, writeFileSync } from 'node:fs';
import { libraryConfig } from '@portal/tsup-config';
import { defineConfig } from 'tsup';
import { parse } from 'yaml';

export default defineConfig(
  libraryConfig({
    // The contract as JSON beside the code (`@portal/api-client/openapi.json`): the fake services
    // check every answer of the unit and browser suites against it, and parsing the YAML source
    // in each test file would cost more than checking its answers.
    onSuccess: async () => {
      writeFileSync('dist/openapi.json', JSON.stringify(parse(readFileSync('openapi.yaml', 'utf8'))));
    },
  }),
);
