import { Col, Flex, Row, Spin } from 'antd';
import type { TileHome } from '@wf/shared/constants/home';
import { useState } from 'react';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { useResumoHome } from '../api/home';
import { primeiroNome, saudacao } from '../utils/saudacao';
import { BoasVindas } from './BoasVindas';
import { FeedAtividades } from './FeedAtividades';
import { GraficoHome } from './GraficoHome';
import { IndicadorRelease } from './IndicadorRelease';
import { ListaCardsTile } from './ListaCardsTile';
import { TITULOS_TILES, TilesHome, tilePadrao, totalDoTile } from './TilesHome';
import { TituloPagina } from '../../../components/TituloPagina';
import { TourPrimeiroUso } from './TourPrimeiroUso';

/**
 * /home: the person's work. Tiles of totals (the default one is "under my responsibility" when he
 * has any such card, else "all cards"), the cards under the chosen tile, the chart of a flow's last
 * 15 days and the recent activities of his flows. With no card in his flows, the welcome screen.
 * A failure to load the summary is not announced (the page stays on the greeting).
 */
export function HomePage() {
  const { usuario } = useSessaoAtual();
  useTituloDocumento('Home');
  const { data: resumo, isLoading } = useResumoHome();
  const [escolhido, setEscolhido] = useState<TileHome | undefined>();

  const cabecalho = (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <TituloPagina style={{ marginTop: 0 }}>
        {saudacao(new Date().getHours())}, {primeiroNome(usuario.nome)}!
      </TituloPagina>
      {resumo && <IndicadorRelease release={resumo.ultimaRelease} />}
      {/* Once the page settled, so its steps find the shell's elements. */}
      {!isLoading && <TourPrimeiroUso />}
    </Flex>
  );
  if (isLoading) {
    return (
      <>
        {cabecalho}
        <Spin />
      </>
    );
  }
  if (!resumo) return cabecalho;
  if (resumo.totalCards === 0) {
    return (
      <>
        {cabecalho}
        <BoasVindas />
      </>
    );
  }
  const tile = escolhido ?? tilePadrao(resumo);
  return (
    <>
      {cabecalho}
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={24}>
            <TilesHome resumo={resumo} selecionado={tile} onSelecionar={setEscolhido} />
            <ListaCardsTile
              tile={tile}
              total={totalDoTile(resumo, tile)}
              titulo={TITULOS_TILES[tile as keyof typeof TITULOS_TILES]}
            />
            <GraficoHome fluxos={resumo.listaFluxos} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <FeedAtividades />
        </Col>
      </Row>
    </>
  );
}
