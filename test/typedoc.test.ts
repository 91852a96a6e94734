// The API reference's configuration: typedoc renders the README as the entry page and every Markdown file the
// README links to as a page of its own. A linked Markdown file that is not a project document is copied raw
// under media/ (a download, not a page), so that is what this checks; `npm run docs` checks the links resolve.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

interface TypedocConfig {
  name: string;
  readme: string;
  projectDocuments: string[];
  headings?: { readme?: boolean };
}

const config = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8')) as TypedocConfig;

/** The Markdown files a document links to, as paths from the repository root. */
function markdownLinks(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  return [...text.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map(([, target = '']) => normalize(join(dirname(path), target)));
}

describe('the API reference', () => {
  test('issue 30.19: "nimkit" is shown once on the entry page: the README\'s own heading, not a second title', () => {
    expect(readFileSync(join(ROOT, config.readme), 'utf8').split('\n', 1)[0]).toBe(`# ${config.name}`);
    expect(config.headings?.readme).toBe(false);
  });

  test('issue 30.19: every Markdown file the README and the documents link to is a page, not a raw file under media/', () => {
    const pages = new Set([config.readme, ...config.projectDocuments].map((path) => normalize(path)));
    const linked = [config.readme, ...config.projectDocuments].flatMap(markdownLinks);
    expect(linked).toEqual(expect.arrayContaining(['CHANGELOG.md', 'CONTRIBUTING.md']));
    expect(linked.filter((path) => !pages.has(path))).toEqual([]);
  });
});
