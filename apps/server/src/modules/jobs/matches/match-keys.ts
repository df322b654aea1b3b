/**
 * How skills and degrees are compared (docs/product/matches.md#how-words-are-compared): the mirror
 * of pathway_skill_key and pathway_degree_key (0012_eligibility.sql), which the database applies to
 * a job's skills and degrees. match-keys.test.ts holds the two equal.
 */

/** Other names of one skill, by their key (letters, digits, '+' and '#', lower-cased). */
const SKILL_ALIASES = new Map<string, string>([
  ['js', 'javascript'],
  ['ecmascript', 'javascript'],
  ['ts', 'typescript'],
  ['py', 'python'],
  ['python3', 'python'],
  ['nodejs', 'node'],
  ['reactjs', 'react'],
  ['nextjs', 'next'],
  ['vuejs', 'vue'],
  ['angularjs', 'angular'],
  ['expressjs', 'express'],
  ['golang', 'go'],
  ['cplusplus', 'c++'],
  ['cpp', 'c++'],
  ['csharp', 'c#'],
  ['dotnet', 'net'],
  ['aspnet', 'net'],
  ['k8s', 'kubernetes'],
  ['postgres', 'postgresql'],
  ['mongo', 'mongodb'],
  ['ml', 'machinelearning'],
  ['dl', 'deeplearning'],
  ['ai', 'artificialintelligence'],
  ['nlp', 'naturallanguageprocessing'],
  ['msexcel', 'excel'],
  ['microsoftexcel', 'excel'],
  ['advancedexcel', 'excel'],
  ['ppt', 'powerpoint'],
  ['mspowerpoint', 'powerpoint'],
  ['gcp', 'googlecloud'],
  ['amazonwebservices', 'aws'],
  ['uiux', 'uiuxdesign'],
  ['uxui', 'uiuxdesign'],
  ['seo', 'searchengineoptimization'],
  ['smm', 'socialmediamarketing'],
  ['dsa', 'datastructuresandalgorithms'],
  ['oops', 'oop'],
  ['objectorientedprogramming', 'oop'],
]);

/** Long names of degrees, by their key, folded into the short name. */
const DEGREE_ALIASES = new Map<string, string>([
  ['bacheloroftechnology', 'btech'],
  ['bachelorofengineering', 'be'],
  ['masteroftechnology', 'mtech'],
  ['masterofengineering', 'me'],
  ['bachelorofscience', 'bsc'],
  ['masterofscience', 'msc'],
  ['bachelorofcommerce', 'bcom'],
  ['masterofcommerce', 'mcom'],
  ['bachelorofarts', 'ba'],
  ['masterofarts', 'ma'],
  ['bachelorofcomputerapplications', 'bca'],
  ['masterofcomputerapplications', 'mca'],
  ['bachelorofbusinessadministration', 'bba'],
  ['masterofbusinessadministration', 'mba'],
  ['pgdm', 'mba'],
  ['bachelorofdesign', 'bdes'],
  ['masterofdesign', 'mdes'],
  ['doctorofphilosophy', 'phd'],
]);

/** A skill as compared: JavaScript = JS = javascript, Node.js = NodeJS = Node, MS Excel = Excel. */
export function skillKey(value: string): string {
  const key = value.replace(/[^A-Za-z0-9+#]/g, '').toLowerCase() || value;
  return SKILL_ALIASES.get(key) ?? key;
}

/** A degree as compared: B.Tech = BTech = B. Tech = Bachelor of Technology. */
export function degreeKey(value: string): string {
  const key = value.replace(/[^A-Za-z0-9]/g, '').toLowerCase() || value;
  return DEGREE_ALIASES.get(key) ?? key;
}

/** Words looked at in a course name: enough for "Bachelor of Technology in Computer Science". */
const MAX_COURSE_WORDS = 12;
/** Longest run of words a degree name spans ("Master of Business Administration"). */
const MAX_DEGREE_WORDS = 5;

/**
 * The degree keys a profile's course and education level hold: the key of every run of whole words
 * in them ("B.Tech in CSE" holds btech, not bt), so a job's degree matches when it is written within
 * the course as a whole word or words ("BEd" is not "B.E.").
 */
export function profileDegreeKeys(texts: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    if (!text?.trim()) continue;
    // A "word" is a run of letters and digits; dots inside an abbreviation (B.Tech) split words too.
    const words = [...text.matchAll(/[A-Za-z0-9]+|[^\sA-Za-z0-9.,;:()/&-]+/g)].slice(0, MAX_COURSE_WORDS);
    for (let start = 0; start < words.length; start += 1) {
      for (let end = start; end < Math.min(words.length, start + MAX_DEGREE_WORDS); end += 1) {
        const from = words[start]!.index;
        const to = words[end]!.index + words[end]![0].length;
        keys.add(degreeKey(text.slice(from, to)));
      }
    }
  }
  return [...keys].sort();
}
