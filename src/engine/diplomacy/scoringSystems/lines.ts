import { count, num } from '../../i18n/format';
import type { Lang } from '../../i18n/lang';
import { message, sayer } from '../../i18n/message';
import { PLAYER } from '../../i18n/nouns';

const slash = (points: readonly number[], lang: Lang) => points.map((p) => num(lang, p)).join('/');

/**
 * Each scoring system's line, in the sidebar and in DIP_SYSTEMS (docs/diplomacy.md#other-scoring-systems): how it
 * scores, in a line. A family of systems (Carnage, C-Diplo, …) shares a line with its numbers as parameters.
 */
export const SYSTEM_LINES = {
  kissLine: message({
    example: {},
    en: () =>
      'win 35; draw 1 a centre + 3 + 1 for an outright leader; loss ½ a centre + ¼ a year survived (at most 2); elimination ¼ a year (at most 2)',
    it: () =>
      'vittoria 35; patta 1 per centro + 3 + 1 a chi è primo da solo; sconfitta ½ per centro + ¼ per anno di sopravvivenza (al massimo 2); eliminazione ¼ per anno (al massimo 2)',
    ro: () =>
      'victorie 35; remiză 1 pe centru + 3 + 1 pentru liderul unic; înfrângere ½ pe centru + ¼ pe an supraviețuit (cel mult 2); eliminare ¼ pe an (cel mult 2)',
  }),
  carnageLine: message({
    example: { positions: [7000, 6000, 5000, 4000, 3000, 2000, 1000], byYear: true, perCentre: 1, margin: 300 },
    en: (p) =>
      `survivors ranked by centres take ${slash(p.positions, 'en')} (ties share), ${p.byYear ? 'the eliminated by the year they fell' : 'the eliminated share the rest equally'}, plus ${p.perCentre} a centre${p.margin ? `; a lone leader +${p.margin} a centre of margin` : ''}`,
    it: (p) =>
      `i superstiti in ordine di centri prendono ${slash(p.positions, 'it')} (i pari dividono), ${p.byYear ? "gli eliminati secondo l'anno in cui sono caduti" : 'gli eliminati dividono il resto in parti uguali'}, più ${p.perCentre} per centro${p.margin ? `; chi è primo da solo +${p.margin} per centro di vantaggio` : ''}`,
    ro: (p) =>
      `supraviețuitorii în ordinea centrelor iau ${slash(p.positions, 'ro')} (egalii împart), ${p.byYear ? 'eliminații după anul în care au căzut' : 'eliminații împart restul în mod egal'}, plus ${p.perCentre} pe centru${p.margin ? `; un lider unic +${p.margin} pe centru de avans` : ''}`,
  }),
  cdiploLine: message({
    example: { play: 1, places: [38, 14, 7] },
    en: (p) => `${p.play ? `${p.play} for playing + ` : ''}centres + ${slash(p.places, 'en')} for the top three by centres (ties share)`,
    it: (p) =>
      `${p.play ? `${p.play} per aver giocato + ` : ''}centri + ${slash(p.places, 'it')} ai primi tre per centri (i pari dividono)`,
    ro: (p) =>
      `${p.play ? `${p.play} pentru participare + ` : ''}centre + ${slash(p.places, 'ro')} primilor trei după centre (egalii împart)`,
  }),
  sumOfSquaresLine: message({
    example: {},
    en: () => '100 × own centres² ÷ the sum of all centres²',
    it: () => '100 × centri propri² ÷ la somma dei centri² di tutti',
    ro: () => '100 × centrele proprii² ÷ suma centrelor² ale tuturor',
  }),
  drawSizeLine: message({
    example: {},
    en: () => '100 shared equally by the players in the draw (every survivor when no vote passed)',
    it: () => '100 punti divisi in parti uguali tra i giocatori nella patta (tutti i superstiti se nessun voto è passato)',
    ro: () => '100 de puncte împărțite egal între jucătorii din remiză (toți supraviețuitorii dacă niciun vot nu a trecut)',
  }),
  soloOrBustLine: message({
    example: {},
    en: () => 'a solo scores 100, anything else 0',
    it: () => 'un solo vale 100, tutto il resto 0',
    ro: () => 'un solo valorează 100, orice altceva 0',
  }),
  tributeLine: message({
    example: {},
    en: () => 'centres + 66 ÷ survivors; each other survivor pays the leaders min(66 ÷ survivors, top − 6)',
    it: () => 'centri + 66 ÷ superstiti; ogni altro superstite paga a chi è in testa min(66 ÷ superstiti, primo − 6)',
    ro: () => 'centre + 66 ÷ supraviețuitori; fiecare alt supraviețuitor plătește liderilor min(66 ÷ supraviețuitori, primul − 6)',
  }),
  openTributeLine: message({
    example: {},
    en: () => '34 + 3 a centre − the gap to the top; the leaders share the gaps of everyone (an eliminated player pays the top), floored',
    it: () =>
      '34 + 3 per centro − il distacco dal primo; chi è in testa divide i distacchi di tutti (un eliminato paga il primo), arrotondato per difetto',
    ro: () =>
      '34 + 3 pe centru − distanța față de primul; liderii împart distanțele tuturor (un eliminat plătește primul), rotunjit în jos',
  }),
  classicLine: message({
    example: { bonusUpTo: 2 },
    en: (p) =>
      `survivors 10 a centre + 30, the leaders share 48${p.bonusUpTo < 7 ? ` (only when at most ${p.bonusUpTo} share the top)` : ''}; a solo 420; the eliminated and a solo's losers 1 a year survived`,
    it: (p) =>
      `superstiti 10 per centro + 30, chi è in testa divide 48${p.bonusUpTo < 7 ? ` (solo se in testa ci sono al massimo ${count('it', p.bonusUpTo, PLAYER.it)})` : ''}; un solo 420; gli eliminati e gli sconfitti da un solo 1 per anno di sopravvivenza`,
    ro: (p) =>
      `supraviețuitorii 10 pe centru + 30, liderii împart 48${p.bonusUpTo < 7 ? ` (doar dacă pe primul loc sunt cel mult ${count('ro', p.bonusUpTo, PLAYER.ro)})` : ''}; un solo 420; eliminații și învinșii unui solo 1 pe an supraviețuit`,
  }),
  whippingLine: message({
    example: {},
    en: () =>
      'survivors 10 a centre + 60 ÷ survivors, a lone leader + 2 a centre; a solo 468; the eliminated and a solo’s losers 1 a year, the last one counted',
    it: () =>
      "superstiti 10 per centro + 60 ÷ superstiti, chi è primo da solo + 2 per centro; un solo 468; gli eliminati e gli sconfitti da un solo 1 per anno, contando l'ultimo",
    ro: () =>
      'supraviețuitorii 10 pe centru + 60 ÷ supraviețuitori, un lider unic + 2 pe centru; un solo 468; eliminații și învinșii unui solo 1 pe an, cu ultimul numărat',
  }),
  haightLine: message({
    example: {},
    en: () =>
      'survivors 10 a centre, the eliminated 1 + years; all ranked (survivors by centres, then the later eliminated) for 66/55/44/33/22/11/0, ties take the lowest; a lone leader + 5 a centre of margin',
    it: () =>
      'superstiti 10 per centro, gli eliminati 1 + anni; tutti in classifica (i superstiti per centri, poi gli eliminati più tardi) per 66/55/44/33/22/11/0, i pari prendono il più basso; chi è primo da solo + 5 per centro di vantaggio',
    ro: () =>
      'supraviețuitorii 10 pe centru, eliminații 1 + ani; toți clasați (supraviețuitorii după centre, apoi cei eliminați mai târziu) pentru 66/55/44/33/22/11/0, egalii iau cel mai mic; un lider unic + 5 pe centru de avans',
  }),
  manorconLine: message({
    example: { eliminatedCount: 16 },
    en: (p) =>
      `survivors 100 × (c² + 4c + 16) ÷ the sum over the board (an eliminated player counting ${p.eliminatedCount}); the eliminated 0.1 a year survived`,
    it: (p) =>
      `superstiti 100 × (c² + 4c + 16) ÷ la somma sul tavolo (un eliminato conta ${p.eliminatedCount}); gli eliminati 0,1 per anno di sopravvivenza`,
    ro: (p) =>
      `supraviețuitorii 100 × (c² + 4c + 16) ÷ suma pe masă (un eliminat contează ${p.eliminatedCount}); eliminații 0,1 pe an supraviețuit`,
  }),
  detour09Line: message({
    example: {},
    en: () =>
      'centres + 2 if alive, a lone leader + the margin, places 1–4 + 4/3/2/1 (a tie takes its lowest place), scaled to 100; the eliminated and a solo’s losers + ¼ a year (at most 2)',
    it: () =>
      'centri + 2 se ancora in gioco, chi è primo da solo + il vantaggio, posizioni 1–4 + 4/3/2/1 (chi è a pari merito prende la posizione più bassa), riportato a 100; gli eliminati e gli sconfitti da un solo + ¼ per anno (al massimo 2)',
    ro: () =>
      'centre + 2 dacă e în joc, un lider unic + avansul, locurile 1–4 + 4/3/2/1 (o egalitate ia locul cel mai mic), scalat la 100; eliminații și învinșii unui solo + ¼ pe an (cel mult 2)',
  }),
  bangkokLine: message({
    example: { shares: [4, 1.5, 0.5] },
    en: (p) =>
      `centres + 3 if alive (0.3 a year survived if not) + 12 shared by the top (${num('en', p.shares[0])} shares), one behind (${num('en', p.shares[1])}) and two behind (${num('en', p.shares[2])})`,
    it: (p) =>
      `centri + 3 se ancora in gioco (altrimenti 0,3 per anno di sopravvivenza) + 12 divisi tra i primi (${num('it', p.shares[0])} parti), chi è a un centro (${num('it', p.shares[1])}) e chi è a due (${num('it', p.shares[2])})`,
    ro: (p) =>
      `centre + 3 dacă e în joc (altfel 0,3 pe an supraviețuit) + 12 împărțite între primii (${num('ro', p.shares[0])} părți), cei la un centru (${num('ro', p.shares[1])}) și cei la două (${num('ro', p.shares[2])})`,
  }),
  bangkokPikeLine: message({
    example: {},
    en: () =>
      'centres + 3 if alive (0.1 × (1 + years) if not); a lone leader +6 (+4 if nobody is one behind, +2 more if nobody two behind), shared leaders +4 each, one behind +4, two behind +2',
    it: () =>
      'centri + 3 se ancora in gioco (altrimenti 0,1 × (1 + anni)); chi è primo da solo +6 (+4 se nessuno è a un centro, +2 ancora se nessuno è a due), i primi a pari merito +4 ciascuno, chi è a un centro +4, a due +2',
    ro: () =>
      'centre + 3 dacă e în joc (altfel 0,1 × (1 + ani)); un lider unic +6 (+4 dacă nimeni nu e la un centru, încă +2 dacă nimeni nu e la două), lideri la egalitate +4 fiecare, la un centru +4, la două +2',
  }),
  base3Line: message({
    example: {},
    en: () => 'survivors centres + 3; each leader + 9 ÷ 3^(leaders − 1); the eliminated 0',
    it: () => 'superstiti centri + 3; ognuno dei primi + 9 ÷ 3^(numero dei primi − 1); gli eliminati 0',
    ro: () => 'supraviețuitorii centre + 3; fiecare lider + 9 ÷ 3^(lideri − 1); eliminații 0',
  }),
  ductTapeLine: message({
    example: { positions: [40, 24, 15, 9, 6, 3, 3], byYear: true },
    en: (p) =>
      `centres + ${slash(p.positions, 'en')} by centres (ties share), the eliminated ${p.byYear ? 'ranked by the year they fell' : 'tied'}`,
    it: (p) =>
      `centri + ${slash(p.positions, 'it')} per centri (i pari dividono), gli eliminati ${p.byYear ? "in ordine dell'anno in cui sono caduti" : 'a pari merito'}`,
    ro: (p) =>
      `centre + ${slash(p.positions, 'ro')} după centre (egalii împart), eliminații ${p.byYear ? 'clasați după anul în care au căzut' : 'la egalitate'}`,
  }),
  mischiefLine: message({
    example: {},
    en: () => 'centres; a lone leader +5, each of two leaders +1',
    it: () => 'centri; chi è primo da solo +5, ognuno dei due primi a pari merito +1',
    ro: () => 'centre; un lider unic +5, fiecare din doi lideri +1',
  }),
  omgLine: message({
    example: {},
    en: () =>
      '1.5 a centre + 9 if alive + 4.5/3/1.5 for the top three (ties share); a lone leader takes from each other player min(the margin, half its score)',
    it: () =>
      '1,5 per centro + 9 se ancora in gioco + 4,5/3/1,5 ai primi tre (i pari dividono); chi è primo da solo prende da ogni altro giocatore min(il vantaggio, metà del suo punteggio)',
    ro: () =>
      '1,5 pe centru + 9 dacă e în joc + 4,5/3/1,5 primilor trei (egalii împart); un lider unic ia de la fiecare alt jucător min(avansul, jumătate din punctajul lui)',
  }),
  rankedClassicLine: message({
    example: { single: [200, 90, 60, 40, 30, 20, 10], twoWay: [135, 70, 50, 35, 25, 15], v2: true },
    en: (p) =>
      `survivors 30 + 10 a centre + ${slash(p.single, 'en')} by rank (a 2-way tie ${slash(p.twoWay, 'en')}, a wider tie ${p.v2 ? 'the 2-way points of its second-lowest place' : 'its lowest place'}); the eliminated 1 a year`,
    it: (p) =>
      `superstiti 30 + 10 per centro + ${slash(p.single, 'it')} per posizione (un pari a due ${slash(p.twoWay, 'it')}, un pari più ampio ${p.v2 ? 'i punti del pari a due del suo penultimo posto' : 'il suo posto più basso'}); gli eliminati 1 per anno`,
    ro: (p) =>
      `supraviețuitorii 30 + 10 pe centru + ${slash(p.single, 'ro')} după loc (o egalitate în doi ${slash(p.twoWay, 'ro')}, una mai largă ${p.v2 ? 'punctele egalității în doi ale penultimului ei loc' : 'locul ei cel mai mic'}); eliminații 1 pe an`,
  }),
  southernSunLine: message({
    example: { positions: [130, 80, 50, 30, 20, 10, 10] },
    en: (p) =>
      `survivors 30 + 10 a centre + ${slash(p.positions, 'en')} over the survivors' places (ties share, rounded half to even); the eliminated 3 × (1 + years)`,
    it: (p) =>
      `superstiti 30 + 10 per centro + ${slash(p.positions, 'it')} sui posti dei superstiti (i pari dividono, arrotondamento al pari); gli eliminati 3 × (1 + anni)`,
    ro: (p) =>
      `supraviețuitorii 30 + 10 pe centru + ${slash(p.positions, 'ro')} pe locurile supraviețuitorilor (egalii împart, rotunjire la par); eliminații 3 × (1 + ani)`,
  }),
  sydneyLeagueLine: message({
    example: {},
    en: () =>
      'survivors 25 a centre + 700/600/…/100 by centres; the eliminated the places left by the year they fell + 1 + years; a solo ×1.5 and everyone else ×½',
    it: () =>
      "superstiti 25 per centro + 700/600/…/100 per centri; gli eliminati i posti rimasti secondo l'anno in cui sono caduti + 1 + anni; un solo ×1,5 e tutti gli altri ×½",
    ro: () =>
      'supraviețuitorii 25 pe centru + 700/600/…/100 după centre; eliminații locurile rămase după anul în care au căzut + 1 + ani; un solo ×1,5 și toți ceilalți ×½',
  }),
  vulcanLine: message({
    example: {},
    en: () =>
      'survivors centres + 5 + the sum of their lead over every player with fewer centres + 10 shared by the leaders; a solo 130, its surviving losers 5; the eliminated 0',
    it: () =>
      'superstiti centri + 5 + la somma del vantaggio su ogni giocatore con meno centri + 10 divisi tra chi è in testa; un solo 130, i suoi sconfitti superstiti 5; gli eliminati 0',
    ro: () =>
      'supraviețuitorii centre + 5 + suma avansului față de fiecare jucător cu mai puține centre + 10 împărțite între lideri; un solo 130, învinșii lui rămași în joc 5; eliminații 0',
  }),
  yourDrawSizeLine: message({
    example: {},
    en: () => 'by centres: 0 → 0, 1–3 → 21, 4–7 → 30, 8–10 → 42, 11–13 → 70, 14–17 → 105',
    it: () => 'per centri: 0 → 0, 1–3 → 21, 4–7 → 30, 8–10 → 42, 11–13 → 70, 14–17 → 105',
    ro: () => 'după centre: 0 → 0, 1–3 → 21, 4–7 → 30, 8–10 → 42, 11–13 → 70, 14–17 → 105',
  }),
  maxonianLine: message({
    example: { threshold: 13 },
    en: (p) =>
      `7, 6, 5, 4, 3, 2, 1 by centres, ties broken by the latest earlier year one was ahead; +1 per centre above ${p.threshold} (to 18), only the soloer's after a solo`,
    it: (p) =>
      `7, 6, 5, 4, 3, 2, 1 per centri, i pari spareggiati dall'ultimo anno precedente in cui uno era avanti; +1 per centro oltre ${p.threshold} (fino a 18), dopo un solo solo quelli di chi l'ha fatto`,
    ro: (p) =>
      `7, 6, 5, 4, 3, 2, 1 după centre, egalitățile departajate de cel mai recent an anterior în care unul era înainte; +1 pe centru peste ${p.threshold} (până la 18), după un solo doar ale celui care l-a făcut`,
  }),
  maxonianSolo: message({
    example: { points: 12 },
    en: (p) => `${p.points}; others by place`,
    it: (p) => `${p.points}; gli altri per posizione`,
    ro: (p) => `${p.points}; ceilalți după loc`,
  }),
};

/** A message of this catalogue, carrying its words. */
export const sayLine = sayer(SYSTEM_LINES);
