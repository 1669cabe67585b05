import { DeleteOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Flex, Popconfirm, Skeleton, Switch, Tag, Typography } from 'antd';
import { mensagensCard } from '@wf/shared/constants/cards';
import type { UsuarioResumo } from '@wf/shared/types/fluxo';
import { useEffect, useRef, useState } from 'react';
import { AvatarUsuario } from '../../../../components/AvatarUsuario';
import { EditorTextoRico } from '../../../../components/editorTextoRico/EditorTextoRico';
import { gravarPreferencia, lerPreferencia } from '../../../../lib/armazenamentoLocal';
import { formatarDataHora, tempoRelativo } from '../../../../lib/datas';
import { toast } from '../../../../lib/toast';
import { useComentarios, useExcluirComentario, useInserirComentario } from '../../api/comentarios';
import { textoRicoVazio } from '../../utils/textoRico';
import { HtmlSeguro } from '../../../../components/HtmlSeguro';

export interface SecaoComentariosProps {
  idInstancia: string;
  idFluxo: string;
  editavel: boolean;
  emailUsuario: string;
  pessoas: UsuarioResumo[];
  /** The flow's variable names, offered after '{{'. */
  variaveis: readonly string[];
}

/** Per user, on this browser. */
const chavePreferencia = (email: string) => `workflow.ocultarComentariosSistema.${email}`;

/**
 * Comments: the rich-text editor with '@' mentions of the flow's people (the server lists whom a
 * comment mentions from their markup) and '{{' variables, newest first in pages of 20 (more load
 * when the end of the list comes into view), author-only delete of non-system comments, and the
 * hide-system-comments preference.
 */
export function SecaoComentarios({
  idInstancia,
  idFluxo,
  editavel,
  emailUsuario,
  pessoas,
  variaveis,
}: SecaoComentariosProps) {
  const consulta = useComentarios(idInstancia);
  const inserir = useInserirComentario(idInstancia, idFluxo);
  const excluir = useExcluirComentario(idInstancia, idFluxo);
  const [html, setHtml] = useState('');
  const [ocultarSistema, setOcultarSistema] = useState(() => lerPreferencia(chavePreferencia(emailUsuario)) === 'S');
  const fimRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = consulta;

  useEffect(() => {
    const alvo = fimRef.current;
    if (!alvo || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observador = new IntersectionObserver((entradas) => {
      if (entradas.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observador.observe(alvo);
    return () => observador.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const handleOcultar = (ocultar: boolean) => {
    setOcultarSistema(ocultar);
    gravarPreferencia(chavePreferencia(emailUsuario), ocultar ? 'S' : 'N');
  };
  const handleEnviar = () => {
    if (textoRicoVazio(html)) {
      toast.info(mensagensCard.comentarioVazio);
      return;
    }
    inserir.mutate(html, { onSuccess: () => setHtml('') });
  };

  const porEmail = new Map(pessoas.map((p) => [p.email.toLowerCase(), p]));
  const comentarios = (consulta.data?.pages.flatMap((p) => p.listaComentarios) ?? []).filter(
    (c) => !(ocultarSistema && c.geradoPeloSistema === 'S'),
  );

  return (
    <Flex vertical gap={12}>
      {editavel && (
        <Flex vertical gap={8}>
          <EditorTextoRico
            valor={html}
            onChange={setHtml}
            rotulo="Comentário"
            placeholder="Escreva seu comentário"
            pessoas={pessoas}
            variaveis={variaveis}
            onEnviar={handleEnviar}
          />
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Use @ para mencionar pessoas e {'{{'} para variáveis · Ctrl+Enter envia
            </Typography.Text>
            <Button type="primary" onClick={handleEnviar} loading={inserir.isPending}>
              Comentar
            </Button>
          </Flex>
        </Flex>
      )}
      <Flex align="center" gap={8}>
        <Switch
          size="small"
          checked={ocultarSistema}
          onChange={handleOcultar}
          aria-label="Ocultar comentários do sistema"
        />
        <Typography.Text type="secondary">Ocultar comentários do sistema</Typography.Text>
      </Flex>
      {consulta.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : consulta.isError ? (
        <Typography.Text type="danger">Não foi possível carregar os comentários.</Typography.Text>
      ) : comentarios.length === 0 && !hasNextPage ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum comentário" />
      ) : (
        <ul aria-label="Comentários" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {comentarios.map((c) => {
            const autor = porEmail.get(c.emailUsuario.toLowerCase());
            const podeExcluir =
              editavel && c.geradoPeloSistema === 'N' && c.emailUsuario.toLowerCase() === emailUsuario.toLowerCase();
            return (
              <li key={c.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,.15)' }}>
                <Flex gap={8} align="flex-start">
                  {autor ? (
                    <AvatarUsuario
                      nome={autor.nome}
                      iniciais={autor.iniciais}
                      cor={autor.cor}
                      foto={autor.imgFoto}
                      tamanho={28}
                    />
                  ) : (
                    <Avatar size={28}>{(c.nomeUsuario ?? c.emailUsuario).slice(0, 1).toUpperCase()}</Avatar>
                  )}
                  <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                    <Flex gap={8} wrap align="center">
                      <Typography.Text strong>{c.nomeUsuario ?? autor?.nome ?? c.emailUsuario}</Typography.Text>
                      {c.geradoPeloSistema === 'S' && <Tag>Sistema</Tag>}
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                        title={formatarDataHora(c.dataHoraAlteracao)}
                      >
                        {tempoRelativo(c.dataHoraAlteracao)}
                      </Typography.Text>
                    </Flex>
                    <HtmlSeguro html={c.comentario} className="comentario-card" />
                  </Flex>
                  {podeExcluir && (
                    <Popconfirm
                      title="Excluir este comentário?"
                      okText="Excluir"
                      cancelText="Cancelar"
                      onConfirm={() => excluir.mutate(c.id)}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="Excluir comentário"
                      />
                    </Popconfirm>
                  )}
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      {hasNextPage && (
        <div ref={fimRef}>
          <Button block onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            Carregar mais comentários
          </Button>
        </div>
      )}
    </Flex>
  );
}
