import { Divider, Typography } from 'antd';
import { NOTAS_DE_VERSAO } from '@wf/shared/constants/releases';
import { Fragment } from 'react';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { NotasDeVersao } from './NotasDeVersao';

/** /historico-atualiacao: every release note of the product, newest first. */
export function HistoricoAtualizacaoPage() {
  useTituloDocumento('Histórico de atualizações');
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Histórico de atualizações
      </Typography.Title>
      {NOTAS_DE_VERSAO.map((n, i) => (
        <Fragment key={n.versao}>
          {i > 0 && <Divider />}
          <NotasDeVersao nota={n} />
        </Fragment>
      ))}
    </>
  );
}
