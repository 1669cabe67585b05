import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { tiposArquivo } from '@wf/shared/constants/fluxos';
import {
  LIMITES_CHAT,
  type RespostaDownloadAnexoChat,
  type RespostaInserirMsgChat,
  type RespostaListaMsgsChat,
  type RespostaResumoChat,
  type UploadChatConcedido,
} from '@wf/shared/schemas/chat';
import { extensaoAceita, extensaoDoNome } from '@wf/shared/validation/arquivos';
import { api } from '../../../lib/api';
import { adicionarMensagemChat, conversaEntre } from '../../../lib/chatNoCache';
import { chaves } from '../../../lib/chavesDeConsulta';
import { enviarArquivoComProgresso } from '../../../lib/enviarArquivo';

const q = encodeURIComponent;

export function resumoChatQueryOptions(idFluxo: string) {
  return queryOptions({
    queryKey: chaves.chat.resumo(idFluxo),
    queryFn: () => api<RespostaResumoChat>(`/fluxo/chat/resumo/${q(idFluxo)}`),
  });
}

/** GET /api/fluxo/chat/resumo/{idFluxo}: conversations with unread counts, and the people of the flow. */
export const useResumoChat = (idFluxo: string) => useQuery(resumoChatQueryOptions(idFluxo));

/** A conversation's pages of 10, newest first; `com` is '0' (the channel) or the other person's id. */
export function useMensagensChat(idFluxo: string, eu: string, com: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: chaves.chat.mensagens(idFluxo, conversaEntre(eu, com)),
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({
          idFluxo,
          idDestinatario: com,
          sqlMaxRecords: String(LIMITES_CHAT.pagina),
        });
        if (pageParam) params.set('cursor', pageParam);
        return api<RespostaListaMsgsChat>(`/fluxo/chat/mensagens/listar?${params.toString()}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (pagina) => pagina.proximoCursor,
    }),
  );
}

/** POST /api/fluxo/chat/mensagens/marcar-como-lida, then the counts are refetched. */
export function useMarcarComoLida(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (com: string) =>
      api('/fluxo/chat/mensagens/marcar-como-lida', { method: 'POST', body: { idFluxo, idRemetente: com } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chaves.chat.resumo(idFluxo) }),
  });
}

/** The MIME type to declare: the browser's, or the extension's first one when the browser has none. */
const tipoMimeDe = (arquivo: File): string => {
  if (arquivo.type) return arquivo.type;
  const extensao = extensaoAceita(extensaoDoNome(arquivo.name));
  return extensao ? tiposArquivo[extensao][0] : 'application/octet-stream';
};

/** One attachment's two first steps: the grant (type and size checked by the server), the PUT to storage. */
async function enviarAnexo(idFluxo: string, arquivo: File): Promise<string> {
  const tipoMime = tipoMimeDe(arquivo);
  const { idAnexo, uploadUrl } = await api<UploadChatConcedido>('/fluxo/chat/anexos/solicitar-upload', {
    method: 'POST',
    body: { idFluxo, nomeArquivo: arquivo.name, tipoMime, tamanho: arquivo.size },
  });
  await enviarArquivoComProgresso(uploadUrl, arquivo, tipoMime);
  return idAnexo;
}

export interface NovaMensagem {
  com: string;
  mensagem: string;
  arquivos: File[];
}

/** Sends a message (its files uploaded first); the answer joins the conversation at once. */
export function useEnviarMensagem(idFluxo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ com, mensagem, arquivos }: NovaMensagem) => {
      const idsAnexos = await Promise.all(arquivos.map((a) => enviarAnexo(idFluxo, a)));
      return api<RespostaInserirMsgChat>('/fluxo/chat/mensagens/inserir', {
        method: 'POST',
        body: { MsgChat: { idFluxo, idUsuarioDestino: com, mensagem }, idsAnexos },
      });
    },
    onSuccess: (r) => adicionarMensagemChat(queryClient, r.MsgChat),
  });
}

/** GET /api/fluxo/chat/mensagens/download/anexo/{id}: a short-lived URL that downloads under the file's name. */
export const urlDoAnexoChat = (id: string) =>
  api<RespostaDownloadAnexoChat>(`/fluxo/chat/mensagens/download/anexo/${q(id)}`);
