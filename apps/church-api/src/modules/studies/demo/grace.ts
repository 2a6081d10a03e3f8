import type { StudiesDemo } from './studies-demo';

export const GRACE_STUDIES: StudiesDemo = {
  public: true,
  studies: [
    ['2026-11-04', 'The vine and the branches', 'John 15:1-17', 'Abiding in Christ as the source of a fruitful life.', ['What does it look like to "remain" in Jesus during an ordinary week?', 'Where do you see pruning in your life right now?', 'How does Jesus describe friendship with him in verses 12-17?']],
    ['2026-10-28', 'The good shepherd', 'John 10:1-18', 'Jesus knows his sheep, leads them and lays down his life for them.', ['Which voices compete with the Shepherd’s voice for you?', 'What comfort do you take from verse 14?', 'How can our group care for someone who has wandered?']],
    ['2026-10-21', 'Living water', 'John 4:1-42', 'Jesus meets a Samaritan woman at a well and crosses every barrier to do it.', ['What barriers did Jesus cross in this conversation?', 'What are we thirsty for apart from God?', 'Who is the "Samaritan" we would rather avoid?']],
    ['2026-10-14', 'Born again', 'John 3:1-21', 'Nicodemus comes at night and hears about new birth and God’s love for the world.', ['Why might Nicodemus have come at night?', 'How would you explain being "born again" to a friend?', 'What does John 3:16-17 say about God’s purpose?']],
    ['2026-10-07', 'Water into wine', 'John 2:1-11', 'The first sign: abundance at a wedding in Cana.', ['What does this sign reveal about Jesus?', 'Where do you need God’s abundance?', 'How does Mary respond when Jesus seems reluctant?']],
    ['2026-09-30', 'Come and see', 'John 1:35-51', 'The first disciples follow Jesus and invite others.', ['Who invited you to "come and see"?', 'What question does Jesus ask in verse 38, and how would you answer it?', 'Whom could you invite this month?']],
    ['2026-09-23', 'The Word became flesh', 'John 1:1-18', 'The prologue of John: God made known in Jesus.', ['What do we learn about the Word in verses 1-5?', 'What does "full of grace and truth" look like in practice?', 'How does the incarnation change how we see our bodies and our work?']],
    ['2026-09-16', 'Do not worry', 'Matthew 6:25-34', 'Trusting the Father who feeds the birds and clothes the lilies.', ['What worries are on your mind this week?', 'What does it mean to seek first the kingdom?', 'How can the group help carry each other’s worries?']],
    ['2026-09-09', 'The Lord’s Prayer', 'Matthew 6:5-15', 'Jesus teaches his disciples how to pray.', ['Which line of the prayer is hardest for you to pray honestly?', 'Why does Jesus link forgiveness and prayer?', 'Try praying the prayer slowly together, pausing after each line.']],
    ['2026-09-02', 'Salt and light', 'Matthew 5:13-16', 'Followers of Jesus are called to flavour and illuminate the world.', ['How does salt lose its saltiness?', 'Where is your "lampstand": work, home, neighbourhood?', 'What good work could our group do together this term?']],
    ['2026-08-26', 'The Beatitudes', 'Matthew 5:1-12', 'Jesus describes the blessed life in surprising terms.', ['Which beatitude surprises you most?', 'What would our city look like if it valued the meek and the merciful?', 'Which one do you want to grow in this season?']],
  ].map(([date, titulo, passagemBiblica, resumo, perguntas]) => ({
    titulo: titulo as string,
    passagemBiblica: passagemBiblica as string,
    resumo: resumo as string,
    conteudo: `<p>${resumo as string}</p><h3>Read</h3><p>Read <strong>${passagemBiblica as string}</strong> aloud together, then take two minutes of silence.</p><h3>Reflect</h3><p>Share one word or phrase that stood out to you, and why.</p><h3>Pray</h3><p>Close by praying for one another in pairs.</p>`,
    perguntas: perguntas as string[],
    dataEstudo: date as string,
  })),
};
