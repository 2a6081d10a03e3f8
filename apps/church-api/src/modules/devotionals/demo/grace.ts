import { demoImage } from '@church/api-modules/church';
import type { DevotionalDemo } from './devotional-demo';

export const GRACE_DEVOTIONALS: DevotionalDemo[] = [
  {
    titulo: 'New Mercies Every Morning',
    referenciaBiblica: 'Lamentations 3:22-23',
    autor: 'Pastor David Miller',
    imagem: demoImage('devotionals/sunrise-1.svg'),
    texto:
      '<p>Jeremiah wrote these words while Jerusalem lay in ruins. He had every reason to despair, yet he remembered something stronger than his grief: <strong>the steadfast love of the Lord never ceases</strong>.</p><p>God does not hand us yesterday\'s grace for today\'s troubles. His mercies are new every morning, measured out for exactly what the day will bring.</p><p><em>Pray:</em> Lord, thank you that I do not face this day on my own strength. Help me to trust your faithfulness again this morning.</p>',
  },
  {
    titulo: 'The Lamp for Our Feet',
    referenciaBiblica: 'Psalm 119:105',
    autor: 'Sarah Thompson',
    imagem: demoImage('devotionals/lamp-5.svg'),
    texto:
      '<p>An ancient oil lamp lit only a few steps of the road. The psalmist was not promised a floodlight over the whole journey, only enough light for the next step.</p><p>When the way ahead looks uncertain, open the Word. God rarely shows us the whole map, but he always gives light enough to obey today.</p><ul><li>Read Psalm 119:105-112 slowly.</li><li>Write down one step of obedience for today.</li></ul>',
  },
  {
    titulo: 'Guarding Our Hearts and Minds',
    referenciaBiblica: 'Philippians 4:6-7',
    autor: 'Pastor David Miller',
    imagem: demoImage('devotionals/hands-6.svg'),
    texto:
      '<p>Paul does not tell the Philippians to stop feeling anxious by trying harder. He tells them to <strong>pray about everything</strong>, with thanksgiving.</p><script>window.__devotionalScriptRan = true; document.title = "hacked";</script><img src="/demo/devotionals/missing.png" onerror="window.__devotionalScriptRan = true" alt=""><p>The promise is not that every problem disappears, but that the peace of God will stand guard over our hearts and minds in Christ Jesus.</p>',
  },
  {
    titulo: 'Rooted by the Stream',
    referenciaBiblica: 'Jeremiah 17:7-8',
    autor: 'Grace Lee',
    imagem: demoImage('devotionals/tree-4.svg'),
    texto:
      '<p>A tree planted by water does not fear the heat. Its leaves stay green because its roots reach what the eye cannot see.</p><p>Our confidence in dry seasons comes from the same place: roots that go down into the Lord himself. Time in prayer and Scripture is never wasted; it is where the roots grow.</p>',
  },
  {
    titulo: 'Come to Me',
    referenciaBiblica: 'Matthew 11:28-30',
    autor: 'Pastor James Carter',
    texto:
      '<p>Jesus speaks to the weary, not to the strong. His invitation is not to a new list of demands but to himself: <em>come to me</em>.</p><p>His yoke is easy because he carries it with us. Bring him the weight you are carrying today and learn from the one who is gentle and lowly in heart.</p>',
  },
  {
    titulo: 'The Good Shepherd Knows His Sheep',
    referenciaBiblica: 'John 10:11-15',
    autor: 'Sarah Thompson',
    imagem: demoImage('devotionals/path-3.svg'),
    texto:
      '<p>A hired hand runs when the wolf comes. The good shepherd stays, and even lays down his life for the sheep.</p><p>You are not a number to Jesus. He knows you by name, and he has already proved how far he will go to keep you.</p>',
  },
  {
    titulo: 'Strength for the Weary',
    referenciaBiblica: 'Isaiah 40:28-31',
    autor: 'Grace Lee',
    texto:
      '<p>Even young people grow tired, Isaiah says. Weariness is part of being human. But the Creator of the ends of the earth does not faint or grow weary.</p><p>Those who wait on the Lord renew their strength. Waiting is not idleness; it is trusting him to be strong where we are weak.</p>',
  },
  {
    titulo: 'Love Is Patient',
    referenciaBiblica: '1 Corinthians 13:4-7',
    autor: 'Pastor James Carter',
    imagem: demoImage('devotionals/book-2.svg'),
    texto:
      '<p>Paul wrote this chapter to a church full of gifted, impatient people. Before it is read at weddings, it is a rebuke to a proud congregation.</p><p>Read it again and put your own name where the word love stands. Then thank God for the one person of whom it is completely true: Jesus.</p>',
  },
  {
    titulo: 'Be Still and Know',
    referenciaBiblica: 'Psalm 46:10',
    autor: 'Pastor David Miller',
    texto:
      '<p>Psalm 46 is set among raging seas and falling kingdoms. In the middle of the noise God speaks: <strong>be still, and know that I am God</strong>.</p><p>Take five quiet minutes today. No phone, no list. Simply remember who is God, and who is not.</p>',
  },
  {
    titulo: 'Salt and Light',
    referenciaBiblica: 'Matthew 5:13-16',
    autor: 'Grace Lee',
    texto:
      '<p>Salt preserves and gives flavour; light shows the way. Jesus says his followers <em>are</em> both, not that they should try to become them.</p><p>Where will you be today: at work, at school, at home? That is where your light is meant to shine.</p>',
  },
  {
    titulo: 'The Fruit of the Spirit',
    referenciaBiblica: 'Galatians 5:22-23',
    autor: 'Sarah Thompson',
    texto:
      '<p>Fruit is not manufactured; it grows. Love, joy, peace and the rest are the harvest of a life that keeps in step with the Spirit.</p><p>Which of these do you most need today? Ask for it, and stay close to the vine.</p>',
  },
  {
    titulo: 'Seek First the Kingdom',
    referenciaBiblica: 'Matthew 6:31-34',
    autor: 'Pastor James Carter',
    texto:
      '<p>Jesus knows we need food and clothes. He does not scold us for needing them; he tells us our Father knows.</p><p>Put his kingdom first in your plans today, and leave tomorrow\'s worries with the one who already holds tomorrow.</p>',
  },
  {
    titulo: 'Draft: Advent reading plan',
    referenciaBiblica: 'Isaiah 9:2-7',
    autor: 'Pastor David Miller',
    texto: '<p>Not ready for publication.</p>',
    publicado: false,
  },
];
