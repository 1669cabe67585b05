import { Typography } from 'antd';
import type { NotaDeVersao } from '@wf/shared/constants/releases';
import { diaBr } from '../utils/formatos';

/** One release: version, date, what was added and what was fixed. */
export function NotasDeVersao({ nota }: { nota: NotaDeVersao }) {
  return (
    <article data-testid="nota-versao">
      {/* Under the page's h2 (or a popover's): h3 and h4 in the sizes of h4 and h5. */}
      <Typography.Title level={3} style={{ marginBottom: 4, fontSize: 20 }}>
        Versão {nota.versao}
      </Typography.Title>
      <Typography.Text type="secondary">{diaBr(nota.data)}</Typography.Text>
      {nota.adicao.length > 0 && (
        <>
          <Typography.Title level={4} style={{ fontSize: 16 }}>
            Novidades
          </Typography.Title>
          <ul>
            {nota.adicao.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      {nota.correcao.length > 0 && (
        <>
          <Typography.Title level={4} style={{ fontSize: 16 }}>
            Correções
          </Typography.Title>
          <ul>
            {nota.correcao.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
