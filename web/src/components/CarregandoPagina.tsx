import { Flex, Spin } from 'antd';

export interface CarregandoPaginaProps {
  descricao?: string;
  /** Fill the whole window (first load) instead of the content area. */
  telaCheia?: boolean;
}

export function CarregandoPagina({ descricao = 'Carregando...', telaCheia = false }: CarregandoPaginaProps) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: telaCheia ? '100vh' : 240, width: '100%' }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" description={descricao} />
    </Flex>
  );
}
