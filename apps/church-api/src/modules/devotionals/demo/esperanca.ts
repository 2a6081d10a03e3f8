import { demoImage } from '@church/api-modules/church';
import type { DevotionalDemo } from './devotional-demo';

export const ESPERANCA_DEVOTIONALS: DevotionalDemo[] = [
  {
    titulo: 'Misericórdias que se renovam',
    referenciaBiblica: 'Lamentações 3:22-23',
    autor: 'Pr. Marcos Oliveira',
    imagem: demoImage('devotionals/sunrise-1.svg'),
    texto:
      '<p>Jeremias escreveu estas palavras diante de Jerusalém destruída. Mesmo assim, ele se lembrou de algo maior que a sua dor: <strong>as misericórdias do Senhor não têm fim</strong>.</p><p>Deus não nos dá a graça de ontem para os problemas de hoje. Suas misericórdias se renovam a cada manhã.</p><p><em>Oração:</em> Senhor, obrigado porque não enfrento este dia sozinho.</p>',
  },
  {
    titulo: 'Lâmpada para os meus pés',
    referenciaBiblica: 'Salmos 119:105',
    autor: 'Ana Paula Souza',
    imagem: demoImage('devotionals/lamp-5.svg'),
    texto:
      '<p>Uma lâmpada antiga iluminava apenas alguns passos do caminho. Deus nem sempre nos mostra o mapa inteiro, mas sempre dá luz suficiente para obedecer hoje.</p><ul><li>Leia Salmos 119:105-112 com calma.</li><li>Anote um passo de obediência para hoje.</li></ul>',
  },
  {
    titulo: 'Não andeis ansiosos',
    referenciaBiblica: 'Filipenses 4:6-7',
    autor: 'Pr. Marcos Oliveira',
    imagem: demoImage('devotionals/hands-6.svg'),
    texto:
      '<p>Paulo não manda os filipenses se esforçarem mais para não ficar ansiosos. Ele os convida a <strong>orar por tudo</strong>, com ações de graças.</p><p>A promessa não é que todo problema desapareça, mas que a paz de Deus guardará o nosso coração e a nossa mente em Cristo Jesus.</p>',
  },
  {
    titulo: 'Como árvore plantada junto às águas',
    referenciaBiblica: 'Jeremias 17:7-8',
    autor: 'Juliana Costa',
    imagem: demoImage('devotionals/tree-4.svg'),
    texto:
      '<p>A árvore plantada junto ao ribeiro não teme o calor. Suas folhas continuam verdes porque suas raízes alcançam o que os olhos não veem.</p><p>Tempo com Deus na oração e na Palavra nunca é perdido: é ali que as raízes crescem.</p>',
  },
  {
    titulo: 'Vinde a mim',
    referenciaBiblica: 'Mateus 11:28-30',
    autor: 'Pr. Ricardo Santos',
    texto:
      '<p>Jesus fala aos cansados, não aos fortes. Seu convite não é para uma nova lista de exigências, mas para ele mesmo: <em>vinde a mim</em>.</p><p>Entregue a ele hoje o peso que você está carregando.</p>',
  },
  {
    titulo: 'O Bom Pastor',
    referenciaBiblica: 'João 10:11-15',
    autor: 'Ana Paula Souza',
    imagem: demoImage('devotionals/path-3.svg'),
    texto:
      '<p>O mercenário foge quando vem o lobo. O bom pastor permanece e dá a vida pelas ovelhas.</p><p>Você não é um número para Jesus. Ele conhece você pelo nome.</p>',
  },
];
