import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Flex, Skeleton, theme, Tooltip, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { formatarDataHora, tempoRelativo } from '../../../../lib/datas';
import { useAtividadesFluxo } from '../../api/get-atividades-fluxo';

export interface AtividadesDrawerProps {
  idFluxo: string;
  aberto: boolean;
  telaPequena: boolean;
  onFechar: () => void;
}

/**
 * What happened in the flow, newest first, 50 at a time: the next page loads when
 * the end of the list scrolls into view, or from the button (keyboard users, old browsers).
 */
export function AtividadesDrawer({ idFluxo, aberto, telaPequena, onFechar }: AtividadesDrawerProps) {
  const { token } = theme.useToken();
  const atividades = useAtividadesFluxo(idFluxo, aberto);
  const fimDaLista = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = atividades;

  useEffect(() => {
    const alvo = fimDaLista.current;
    if (!alvo || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observador = new IntersectionObserver((entradas) => {
      if (entradas.some((entrada) => entrada.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observador.observe(alvo);
    return () => observador.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const handleCarregarMais = () => void fetchNextPage();
  const lista = atividades.data?.pages.flatMap((pagina) => pagina.listaAtividades) ?? [];

  let conteudo;
  if (atividades.isPending) conteudo = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (atividades.isError && lista.length === 0) {
    conteudo = <Alert type="error" showIcon title={mensagemDoErro(atividades.error)} />;
  } else if (lista.length === 0) {
    conteudo = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma atividade registrada neste fluxo" />;
  } else {
    conteudo = (
      <>
        <ol aria-label="Atividades do fluxo" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lista.map((atividade) => (
            <li
              key={atividade.id}
              style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Typography.Text>{atividade.descricao}</Typography.Text>
              <Flex justify="space-between" gap={8} wrap style={{ fontSize: 12 }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {atividade.nomeUsuario ?? atividade.emailUsuario}
                </Typography.Text>
                <Tooltip title={formatarDataHora(atividade.dataHoraAlteracao)}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={atividade.dataHoraAlteracao}>{tempoRelativo(atividade.dataHoraAlteracao)}</time>
                  </Typography.Text>
                </Tooltip>
              </Flex>
            </li>
          ))}
        </ol>
        <div ref={fimDaLista} style={{ height: 1 }} aria-hidden />
        {hasNextPage && (
          <Flex justify="center" style={{ paddingTop: 12 }}>
            <Button onClick={handleCarregarMais} loading={isFetchingNextPage}>
              Carregar mais
            </Button>
          </Flex>
        )}
      </>
    );
  }

  return (
    <Drawer
      title={
        <Flex align="center" gap={8}>
          <HistoryOutlined aria-hidden /> Atividades
        </Flex>
      }
      open={aberto}
      onClose={onFechar}
      size={telaPequena ? '100%' : 420}
      destroyOnHidden
    >
      {conteudo}
    </Drawer>
  );
}
