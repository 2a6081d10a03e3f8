import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OracaoInput } from '@church/contracts-prayer';
import { unwrap } from '@church/data-access';
import { prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

/** What the form sends (§3 "Prayer"). */
export interface PrayerRequestForm {
  nome: string;
  idOracaoMotivo: string;
  mensagem: string;
  flagPublicarMural: boolean;
  flagReceberLigacao: boolean;
  flagReceberVisita: boolean;
  imagem: File | null;
}

/** Files a prayer request: the multipart `POST /oracao/`, the picture checked again by the server. */
export function useFilePrayerRequest() {
  const { api, church } = usePrayerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: PrayerRequestForm) => {
      const body = new FormData();
      body.append('idIgreja', String(church.id));
      body.append('nome', form.nome.trim());
      if (form.idOracaoMotivo) body.append('idOracaoMotivo', form.idOracaoMotivo);
      body.append('mensagem', form.mensagem.trim());
      body.append('flagPublicarMural', String(form.flagPublicarMural));
      body.append('flagReceberLigacao', String(form.flagReceberLigacao));
      body.append('flagReceberVisita', String(form.flagReceberVisita));
      if (form.imagem) body.append('imagem', form.imagem);
      const sent = await unwrap(
        api.POST('/oracao/', { body: body as unknown as OracaoInput, bodySerializer: (value) => value as unknown as FormData }),
      );
      return sent.oracao;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prayerKeys.all(church.slug) }),
  });
}
