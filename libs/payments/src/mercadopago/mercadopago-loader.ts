/** A secure field of MercadoPago.js (its own frame, on Mercado Pago's origin): the page never reads what is typed in it. */
export interface MercadoPagoField {
  mount(containerId: string): MercadoPagoField;
  unmount(): void;
  on(event: 'ready' | 'validityChange' | 'error' | 'binChange' | 'focus' | 'blur' | 'change', callback: (event: MercadoPagoFieldEvent) => void): MercadoPagoField;
  update(properties: { placeholder?: string; invalid?: boolean }): MercadoPagoField;
}

export interface MercadoPagoFieldEvent {
  field: string;
  errorMessages?: { message: string; cause: string }[];
  error?: string;
}

/** What the app uses of a MercadoPago.js instance: its secure fields and the card token made from them. */
export interface MercadoPagoInstance {
  fields: {
    create(type: 'cardNumber' | 'expirationDate' | 'securityCode', options?: { placeholder?: string; srLabel?: string; ariaRequired?: boolean; style?: Record<string, string> }): MercadoPagoField;
    createCardToken(nonPciData: { cardholderName: string; identificationType: string; identificationNumber: string }): Promise<{ id: string } | undefined>;
  };
}

type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;

/** MercadoPago.js, as Mercado Pago requires it be used: loaded from its own address, never bundled or hosted here. */
export const MERCADOPAGO_SDK = 'https://sdk.mercadopago.com/js/v2';

let script: Promise<MercadoPagoConstructor> | undefined;
const instances = new Map<string, Promise<MercadoPagoInstance>>();

/** The locale MercadoPago.js speaks for the page's language (its placeholders and messages). */
function sdkLocale(language: string): string {
  if (language.startsWith('pt')) return 'pt-BR';
  if (language.startsWith('es')) return 'es-AR';
  return 'en-US';
}

function loadScript(): Promise<MercadoPagoConstructor> {
  const ready = () => (window as unknown as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
  script ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const loaded = ready();
    if (loaded) return resolve(loaded);
    const element = document.createElement('script');
    element.src = MERCADOPAGO_SDK;
    element.async = true;
    element.onload = () => {
      const constructor = ready();
      if (constructor) resolve(constructor);
      else reject(new Error('MercadoPago.js loaded without MercadoPago'));
    };
    element.onerror = () => reject(new Error('MercadoPago.js could not be loaded'));
    document.head.appendChild(element);
  });
  // A failed load (offline, blocked) may be tried again by the next caller.
  script.catch(() => (script = undefined));
  return script;
}

/**
 * MercadoPago.js for a public key, loaded once, on the first call: its script is asked for only by a
 * paying page whose church's cards Mercado Pago takes, never on a page's first paint.
 */
export function mercadoPagoFor(publicKey: string, language: string): Promise<MercadoPagoInstance> {
  const key = `${publicKey} ${language}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = loadScript().then((MercadoPago) => new MercadoPago(publicKey, { locale: sdkLocale(language) }));
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}
