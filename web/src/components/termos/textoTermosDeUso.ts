/**
 * Terms of access, use and privacy policy, kept as data so the full page
 * (/termos) and the modal render the same text.
 */
export const CONTATO_SUPORTE = 'suporte@avmb.com.br';

export interface SecaoTermos {
  titulo: string;
  paragrafos: readonly string[];
  itens?: readonly string[];
}

export const TITULO_TERMOS = 'Termos de acesso, uso e política de privacidade';
export const VERSAO_TERMOS = 'Versão 1.0';

export const SECOES_TERMOS: readonly SecaoTermos[] = [
  {
    titulo: '1. Objeto',
    paragrafos: [
      'Estes termos regulam o acesso e o uso da plataforma Workflow, serviço on-line que permite a organizações desenhar fluxos de trabalho compostos por etapas, formulários e regras de automação, e acompanhar a movimentação de cards entre essas etapas.',
      'Ao criar uma conta, acessar ou utilizar a plataforma, você declara ter lido, compreendido e aceitado integralmente estes termos e a política de privacidade abaixo. Se não concordar com qualquer condição, não utilize o serviço.',
    ],
  },
  {
    titulo: '2. Disponibilidade',
    paragrafos: [
      'A plataforma é oferecida na modalidade de software como serviço, acessível pela internet 24 horas por dia, 7 dias por semana, ressalvadas as interrupções necessárias para manutenção, atualizações de segurança e eventos fora do nosso controle, como falhas de provedores de energia, de telecomunicações ou de infraestrutura em nuvem.',
      'Manutenções programadas serão, sempre que possível, realizadas em horários de menor utilização e comunicadas com antecedência. Empregamos esforços comercialmente razoáveis para restabelecer o serviço no menor prazo possível em caso de indisponibilidade não programada.',
    ],
  },
  {
    titulo: '3. Responsabilidades do usuário',
    paragrafos: ['Ao utilizar a plataforma, você se compromete a:'],
    itens: [
      'fornecer informações verdadeiras, completas e atualizadas no cadastro e mantê-las corretas;',
      'manter a confidencialidade da sua senha e do seu token de acesso à API, responsabilizando-se por todas as ações realizadas com suas credenciais;',
      'comunicar imediatamente qualquer uso não autorizado da sua conta;',
      'utilizar o serviço apenas para fins lícitos, respeitando a legislação vigente, os direitos de terceiros e as políticas internas da sua organização;',
      'não inserir conteúdo ilícito, ofensivo, discriminatório, que viole direitos autorais ou que contenha códigos maliciosos;',
      'não tentar acessar áreas, dados ou ambientes para os quais não possua autorização, nem contornar mecanismos de segurança.',
    ],
  },
  {
    titulo: '4. Serviços e pagamento',
    paragrafos: [
      'Os ambientes que controlam planos utilizam saldo pré-pago: cada card criado consome uma unidade de saldo. O valor unitário depende da faixa de quantidade contratada, conforme a tabela de preços vigente no momento da compra.',
      'Os pagamentos são processados por intermediador de pagamentos parceiro; a plataforma não armazena os dados completos do seu cartão. O saldo adquirido é liberado após a confirmação do pagamento pelo intermediador.',
      'Eventuais erros na fatura ou na cobrança devem ser comunicados em até 60 (sessenta) dias contados da data de emissão da fatura. Após esse prazo, os valores serão considerados aceitos.',
    ],
  },
  {
    titulo: '5. Limites do plano gratuito',
    paragrafos: [
      'O plano gratuito destina-se à avaliação da plataforma e inclui as funcionalidades essenciais de criação de fluxos, etapas e cards, limitadas ao saldo concedido no cadastro do ambiente. Esgotado esse saldo, a criação de novos cards depende da aquisição de créditos.',
      'No plano gratuito não há garantia de nível de serviço, o suporte é prestado exclusivamente por canais digitais e recursos adicionais, como inteligência artificial e integrações, podem ter uso restrito. Podemos alterar os limites do plano gratuito mediante aviso prévio publicado na plataforma.',
    ],
  },
  {
    titulo: '6. Segurança',
    paragrafos: [
      'Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não autorizados, perda, alteração ou divulgação indevida, entre elas: comunicação criptografada (HTTPS), senhas armazenadas apenas na forma de resumo criptográfico, isolamento dos dados de cada ambiente, controle de acesso por perfil e registro das operações relevantes.',
      'Nenhum sistema é totalmente imune a incidentes. Caso ocorra um incidente de segurança que possa acarretar risco ou dano relevante, comunicaremos os usuários afetados e a autoridade competente nos termos da legislação aplicável.',
    ],
  },
  {
    titulo: '7. Limitação de responsabilidade',
    paragrafos: [
      'A plataforma é uma ferramenta de apoio à gestão de processos. O conteúdo dos fluxos, cards, formulários e anexos, bem como as decisões tomadas com base neles, são de responsabilidade exclusiva do ambiente e de seus usuários.',
      'Não respondemos por danos indiretos, lucros cessantes ou perda de oportunidades decorrentes do uso ou da impossibilidade de uso do serviço, nem por falhas causadas por terceiros, por equipamentos ou conexões do usuário, ou por uso em desacordo com estes termos. Em qualquer caso, a responsabilidade total fica limitada ao valor efetivamente pago pelo ambiente nos 12 (doze) meses anteriores ao evento.',
    ],
  },
  {
    titulo: '8. Contato',
    paragrafos: [
      `Dúvidas, solicitações e reclamações sobre estes termos, sobre a cobrança ou sobre o tratamento de dados pessoais podem ser enviadas para ${CONTATO_SUPORTE}. Responderemos no menor prazo possível, respeitados os prazos legais.`,
    ],
  },
  {
    titulo: '9. Vigência e renovação',
    paragrafos: [
      'Estes termos vigoram a partir do aceite e permanecem válidos enquanto houver conta ativa. Os períodos contratados renovam-se automaticamente por iguais períodos, salvo manifestação em contrário nos termos da cláusula de cancelamento.',
      'Podemos atualizar estes termos para refletir mudanças legais ou no serviço. A versão vigente estará sempre disponível nesta página, e alterações relevantes serão comunicadas pela plataforma ou por e-mail.',
    ],
  },
  {
    titulo: '10. Cancelamento',
    paragrafos: [
      'O cancelamento pode ser solicitado a qualquer momento, mediante aviso com antecedência mínima de 20 (vinte) dias do término do período vigente. Solicitações feitas depois desse prazo passam a valer ao fim do período seguinte.',
      'Após o cancelamento, os dados do ambiente permanecem disponíveis para exportação por 30 (trinta) dias, sendo em seguida excluídos ou anonimizados, exceto quando a lei exigir sua conservação. Saldo pré-pago não utilizado não é convertido em dinheiro, salvo nos casos previstos em lei.',
    ],
  },
  {
    titulo: '11. Política de privacidade',
    paragrafos: [
      'Tratamos dados pessoais de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018). Coletamos os dados informados no cadastro (nome, e-mail, celular, CPF ou empresa e cargo), os dados inseridos nos fluxos e cards e os registros técnicos de acesso (endereço IP, data e hora, navegador).',
      'Esses dados são usados para criar e manter sua conta, prestar o serviço, enviar comunicações operacionais (como ativação de conta, recuperação de senha e notificações de cards), garantir a segurança, cumprir obrigações legais e melhorar a plataforma. Não vendemos dados pessoais. O compartilhamento ocorre apenas com fornecedores necessários à operação (hospedagem em nuvem, envio de e-mails e processamento de pagamentos), sob obrigações de confidencialidade, ou por determinação legal.',
      'Os dados são mantidos enquanto a conta estiver ativa e pelo prazo necessário ao cumprimento de obrigações legais. Utilizamos apenas cookies essenciais, como o cookie de sessão que mantém você conectado.',
      'Como titular, você tem direito a:',
    ],
    itens: [
      'confirmar a existência de tratamento e acessar seus dados;',
      'corrigir dados incompletos, inexatos ou desatualizados;',
      'solicitar a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
      'solicitar a portabilidade dos seus dados a outro fornecedor;',
      'obter informação sobre as entidades com as quais seus dados são compartilhados;',
      'revogar o consentimento, quando essa for a base do tratamento, e ser informado sobre as consequências da recusa;',
      'apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
    ],
  },
];
