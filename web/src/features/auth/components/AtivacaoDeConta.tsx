import { Flex, Spin, Typography } from 'antd';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { DURACAO_TOAST_ATIVACAO, toast } from '../../../lib/toast';
import { useAtivarUsuario } from '../api/ativar-usuario';

export interface AtivacaoDeContaProps {
  cliente: ClientePublico;
  hash: string;
}

/**
 * Runs the activation once on arrival, then hands over to the login. Activation only makes the
 * account usable; it never confirms the e-mail (that takes setting the password through a link).
 */
export function AtivacaoDeConta({ cliente, hash }: AtivacaoDeContaProps) {
  const navigate = useNavigate();
  const ativacao = useAtivarUsuario();
  const { mutate } = ativacao;
  // Activation consumes the link: React's development double effect must not send it twice.
  const enviada = useRef(false);

  useEffect(() => {
    if (enviada.current) return;
    enviada.current = true;
    const irParaLogin = () => navigate(caminhoLogin(cliente.sigla), { replace: true });
    mutate(
      { customer: cliente.sigla, hash },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem, DURACAO_TOAST_ATIVACAO);
          irParaLogin();
        },
        // The failure message is already toasted by the app-wide handler.
        onError: irParaLogin,
      },
    );
  }, [mutate, cliente.sigla, hash, navigate]);

  return (
    <Flex vertical align="center" gap={16} style={{ padding: '32px 0' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">Ativando sua conta...</Typography.Text>
    </Flex>
  );
}
