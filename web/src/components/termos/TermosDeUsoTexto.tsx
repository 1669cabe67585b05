import { Typography } from 'antd';
import { SECOES_TERMOS, VERSAO_TERMOS } from './textoTermosDeUso';

export function TermosDeUsoTexto() {
  return (
    <Typography>
      <Typography.Paragraph type="secondary">{VERSAO_TERMOS}</Typography.Paragraph>
      {SECOES_TERMOS.map((secao) => (
        <section key={secao.titulo}>
          <Typography.Title level={5}>{secao.titulo}</Typography.Title>
          {secao.paragrafos.map((paragrafo) => (
            <Typography.Paragraph key={paragrafo}>{paragrafo}</Typography.Paragraph>
          ))}
          {secao.itens && (
            <ul>
              {secao.itens.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Typography>
  );
}
