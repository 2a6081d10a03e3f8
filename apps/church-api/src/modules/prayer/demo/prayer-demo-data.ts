import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import { demoImage } from '@church/api-modules/church';

/** Who of a demo church's two accounts (README: member@ and staff@<church>.example) wrote or did something. */
export type DemoPerson = 'member' | 'staff';

export interface DemoPrayer {
  /** The author, and the name the request shows. */
  author: DemoPerson;
  nome: string;
  /** Index into the church's motives. */
  motive: number;
  mensagem: string;
  onWall: boolean;
  imagem?: StoredImage;
  /** How many hours before the seed it was filed. */
  hoursAgo: number;
  messages: { author: DemoPerson; mensagem: string }[];
  prayedBy: DemoPerson[];
}

export interface DemoPrayerWall {
  motives: string[];
  prayers: DemoPrayer[];
}

/** Grace (English): two requests on the wall, one the member keeps to the staff. */
export const GRACE_PRAYERS: DemoPrayerWall = {
  motives: ['Health', 'Family', 'Work', 'Thanksgiving', 'Spiritual life'],
  prayers: [
    {
      author: 'staff',
      nome: 'Daniel Brooks',
      motive: 1,
      mensagem: 'Please pray for my father, who has heart surgery on Thursday, and for my mother as she cares for him.',
      onWall: true,
      imagem: demoImage('devotionals/hands-6.svg'),
      hoursAgo: 30,
      messages: [{ author: 'member', mensagem: 'Praying for your dad and your whole family this week.' }],
      prayedBy: ['member'],
    },
    {
      author: 'member',
      nome: 'Emily Carter',
      motive: 3,
      mensagem: 'Thank God with us: after eight months of looking, I start a new job on Monday.',
      onWall: true,
      hoursAgo: 6,
      messages: [{ author: 'staff', mensagem: 'Wonderful news, Emily! We will pray for your first weeks there.' }],
      prayedBy: ['staff', 'member'],
    },
    {
      author: 'member',
      nome: 'Emily',
      motive: 0,
      mensagem: 'I am waiting for test results and would be glad of a call from the pastoral team.',
      onWall: false,
      hoursAgo: 2,
      messages: [],
      prayedBy: ['staff'],
    },
  ],
};

/** Esperança (Portuguese). */
export const ESPERANCA_PRAYERS: DemoPrayerWall = {
  motives: ['Saúde', 'Família', 'Trabalho', 'Gratidão', 'Vida espiritual'],
  prayers: [
    {
      author: 'member',
      nome: 'Mariana Souza',
      motive: 1,
      mensagem: 'Peço oração pelo meu filho, que começa a faculdade em outra cidade neste mês.',
      onWall: true,
      imagem: demoImage('devotionals/sunrise-1.svg'),
      hoursAgo: 20,
      messages: [{ author: 'staff', mensagem: 'Estamos orando por ele e por vocês, Mariana.' }],
      prayedBy: ['staff'],
    },
    {
      author: 'staff',
      nome: 'Pr. Paulo Ribeiro',
      motive: 4,
      mensagem: 'Orem pelos retiros de jovens deste fim de semana, para que muitos conheçam a Cristo.',
      onWall: true,
      hoursAgo: 4,
      messages: [{ author: 'member', mensagem: 'Amém! Orando pelos jovens e pela equipe.' }],
      prayedBy: ['member', 'staff'],
    },
    {
      author: 'member',
      nome: 'Mariana',
      motive: 2,
      mensagem: 'Estou passando por um momento difícil no trabalho e gostaria de uma visita.',
      onWall: false,
      hoursAgo: 1,
      messages: [],
      prayedBy: [],
    },
  ],
};

/** Vida has the prayer wall off: its motives are there for the day it is switched on, in Spanish. */
export const VIDA_PRAYERS: DemoPrayerWall = {
  motives: ['Salud', 'Familia', 'Trabajo', 'Gratitud', 'Vida espiritual'],
  prayers: [],
};
