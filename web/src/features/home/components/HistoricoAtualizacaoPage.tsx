import { Divider } from 'antd';
import { NOTAS_DE_VERSAO } from '@wf/shared/constants/releases';
import { Fragment } from 'react';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { NotasDeVersao } from './NotasDeVersao';
import { TituloPagina } from '../../../components/TituloPagina';

/** /historico-atualiacao: every release note of the product, newest first. */
export function HistoricoAtualizacaoPage() {
  useTituloDocumento('Histórico de atualizações');
  return (
    <>
      <TituloPagina style={{ marginTop: 0 }}>Histórico de atualizações</TituloPagina>
      {NOTAS_DE_VERSAO.map((n, i) => (
        <Fragment key={n.versao}>
          {i > 0 && <Divider />}
          <NotasDeVersao nota={n} />
        </Fragment>
      ))}
    </>
  );
}
