import type { LivroOsis } from '@church/contracts-bible';

/** The 66 books' USFM codes (the live broadcast's passage) and OSIS ids (this API's), in canon order. */
const USFM = 'GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV';
const OSIS =
  'Gen Exod Lev Num Deut Josh Judg Ruth 1Sam 2Sam 1Kgs 2Kgs 1Chr 2Chr Ezra Neh Esth Job Ps Prov Eccl Song Isa Jer Lam Ezek Dan Hos Joel Amos Obad Jonah Mic Nah Hab Zeph Hag Zech Mal Matt Mark Luke John Acts Rom 1Cor 2Cor Gal Eph Phil Col 1Thess 2Thess 1Tim 2Tim Titus Phlm Heb Jas 1Pet 2Pet 1John 2John 3John Jude Rev';

const osisIds = OSIS.split(' ') as LivroOsis[];
const byUsfm = new Map(USFM.split(' ').map((code, index) => [code, osisIds[index]] as const));

/** A book's OSIS id from its USFM code (`JHN` → `John`), or null for a code that names none of the 66. */
export function osisOfUsfm(code: string): LivroOsis | null {
  return byUsfm.get(code.toUpperCase()) ?? null;
}
