import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AvatarUsuario } from '../../../components/AvatarUsuario';
import { ErroEmLinha } from '../../../components/ErroEmLinha';
import { mensagemDoErro } from '../../../lib/api';
import { tempoRelativo } from '../../../lib/datas';
import { useAtividadesHome } from '../api/home';
import { HtmlSeguro } from '../../../components/HtmlSeguro';
import { caminhoCard } from '../../../lib/caminhos';

/** What happened lately in the person's flows: 20 lines, then the next 20 when the list's end shows. */
export function FeedAtividades() {
  const { data, isLoading, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useAtividadesHome();
  const fim = useRef<HTMLDivElement>(null);
  const caixa = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alvo = fim.current;
    if (!alvo || !hasNextPage) return;
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: caixa.current, rootMargin: '80px' },
    );
    observador.observe(alvo);
    return () => observador.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const atividades = data?.pages.flatMap((p) => p.listaAtividades) ?? [];
  return (
    <Card title="Atividades recentes" styles={{ body: { padding: 0 } }}>
      <div ref={caixa} data-testid="feed-atividades" style={{ maxHeight: 560, overflowY: 'auto', padding: '8px 16px' }}>
        {isError ? (
          <ErroEmLinha mensagem={mensagemDoErro(error)} onTentarNovamente={() => void refetch()} />
        ) : isLoading ? (
          <Spin />
        ) : atividades.length === 0 ? (
          <Empty description="Nenhuma atividade recente" />
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {atividades.map((a) => (
              <li key={a.id} data-testid="atividade" style={{ padding: '8px 0' }}>
                <Flex gap={8} align="flex-start">
                  <AvatarUsuario
                    nome={a.nomeUsuario ?? a.emailUsuario}
                    iniciais={a.iniciais}
                    cor={a.cor}
                    foto={a.fotoUsuario}
                    tamanho={24}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong>{a.nomeUsuario ?? a.emailUsuario}</Typography.Text>{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {tempoRelativo(a.dataHoraAlteracao)}
                    </Typography.Text>
                    <div style={{ fontSize: 13 }}>
                      {/* A comment is rich text whoever wrote it (a person or a rule); the other lines are text. */}
                      {a.tipo === 'comentario' ? <HtmlSeguro html={a.comentario} /> : a.comentario}
                    </div>
                    <Link to={caminhoCard(a.Instancia.Etapa.Fluxo.id, a.Instancia.id)} style={{ fontSize: 12 }}>
                      {a.Instancia.descricao} · {a.Instancia.Etapa.Fluxo.descricao}
                    </Link>
                  </div>
                </Flex>
              </li>
            ))}
          </ol>
        )}
        <div ref={fim} style={{ height: 1 }} />
        {isFetchingNextPage && <Spin size="small" />}
      </div>
    </Card>
  );
}
