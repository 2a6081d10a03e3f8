const messages = {
  en: { title: 'Church not found', body: 'No church is served at this address. Check the address and try again.' },
  pt: { title: 'Igreja não encontrada', body: 'Nenhuma igreja é servida neste endereço. Confira o endereço e tente novamente.' },
  es: { title: 'Iglesia no encontrada', body: 'Ninguna iglesia se sirve en esta dirección. Revise la dirección e inténtelo de nuevo.' },
} as const;

/** A clear page for a host name that serves no church, in the browser's language. */
export function unknownHostPage(language: string): string {
  const key = (language in messages ? language : 'en') as keyof typeof messages;
  const { title, body } = messages[key];
  const lang = key === 'pt' ? 'pt-BR' : key;
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <style>
      body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f7f9;color:#1d2430}
      main{max-width:32rem;padding:2rem;text-align:center}
      h1{font-size:1.5rem;margin:0 0 .75rem}
      p{margin:0;line-height:1.5}
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${body}</p>
    </main>
  </body>
</html>`;
}
