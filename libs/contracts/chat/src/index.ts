// Generated from openapi/chat.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/igreja/{slug}/canais/{canal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel and whether it is open now.
         * @description With the moment open in it (`momento`, see "Moments"); with the reader's chat token for this
         *     channel (`X-Chat-Token`), also their own answer to it (`momento.minhaResposta`), and for a token
         *     saying `moderador` (staff, as their sockets) its counts (`momento.respostas`). A token that is
         *     not valid for the channel is ignored.
         */
        get: operations["getChatCanal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/sessao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Joins a channel's chat, as a guest with a name or as the signed-in member; answers the chat token.
         * @description With a member's bearer, the name and avatar are the member's own (`nome` is ignored),
         *     `autenticado` is true, and `moderador` is true when the member has a staff role in the church
         *     (ROLE_ADMIN, ROLE_ADMIN_CONTENT, ROLE_SUPER_ADMIN). An account that is not a member of the church
         *     gets 403 `AUTH_FORBIDDEN`; an expired or bad bearer 401. Without a bearer, `nome` is required
         *     (400 naming `body.nome`) and the guest gets a new random id, unless `token` is the guest's own
         *     earlier chat token of this channel, still valid (a reload): then they keep its id, and its name
         *     when `nome` is left out, so their moment answer and their own muted messages are theirs again. A
         *     token that is not such (another channel's, a member's, expired, altered) counts as none.
         *     403 `CHAT_SOMENTE_MEMBROS` when the
         *     channel is for members and there is no bearer; 403 `CHAT_FECHADO` when the chat is off or
         *     outside its open window.
         */
        post: operations["entrarNoChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/ably-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed Ably token request for reading a channel through Ably (only when the chat's transport is Ably).
         * @description See "Transports". Answers an Ably `TokenRequest` signed by the server with its Ably key (the key
         *     never leaves the server), for the browser's ably-js `authCallback`: a capability of `subscribe`
         *     only, on exactly the Ably channels this reader may read (`canais`), for 10 minutes. Everyone gets
         *     the channel's public Ably channel; with a chat token for this channel (`X-Chat-Token`), also that
         *     person's own channel (where their messages go while they are muted), and the token's `clientId`
         *     is their id; with the bearer of a member who has a staff role in the church (as moderation
         *     decides it), also the staff channel (reports, muted messages). A chat token for another channel
         *     or church, or one that is not valid, is ignored. 409 `CHAT_TRANSPORTE_NAO_ABLY` when the server
         *     has no Ably key (its transport is its own WebSocket), and for a channel that is not a
         *     broadcast's live chat (only those go through Ably); 403 `CHAT_FECHADO` when the chat is off;
         *     401 for an expired or bad bearer.
         */
        post: operations["emitirChatTokenAbly"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/mensagens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The channel's messages, oldest first; the newest ones, or those after a seq (catch-up).
         * @description Without `depois`, the newest `limit` messages; with it, the first `limit` messages whose `seq`
         *     is greater. Always in ascending `seq`; removed messages are never listed. Readable while the
         *     channel's `acesso` is not `desligado` (403 `CHAT_FECHADO` then), with no token. Muted messages
         *     are listed only to their author (with their chat token in `X-Chat-Token`) and to staff (a chat
         *     token saying `moderador`; marked `silenciada`); a token that is not valid for this channel is
         *     ignored.
         *
         *     Every answer has a `ponto`: the server's time a little before the read. Given back as
         *     `removidasDesde` (after a reconnect), the answer's `removidas` has the ids of the channel's
         *     messages removed at or after it (at most 1000, those of the newest messages; only messages this
         *     reader could see, so a muted message's id reaches only its author and staff). With `depois`, only
         *     messages up to it, those the client holds: a client that keeps fewer than 1000 messages is told of
         *     every removal among them, however many newer ones were removed meanwhile. A removal may be
         *     told twice (the client drops an id it no longer shows); a malformed `removidasDesde` is a 400
         *     naming `query.removidasDesde`.
         */
        get: operations["listChatMensagens"];
        put?: never;
        /**
         * Sends a message with the chat token; a retry with the same idCliente returns the same message.
         * @description 201 with the new message, which every socket of the channel also receives; 200 with the message
         *     already made when the same author sends the same `idCliente` again. 401 `CHAT_TOKEN_INVALIDO`
         *     when `X-Chat-Token` is missing, not valid, expired, or for another channel or church; 403
         *     `CHAT_FECHADO` when the chat has closed; 429 `CHAT_MUITO_RAPIDO` with `Retry-After` beyond 5
         *     messages per 10 seconds per author and channel; 400 `CHAT_PALAVRA_BLOQUEADA` naming `body.texto`
         *     for a message with a word of the church's filter.
         */
        post: operations["enviarChatMensagem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/mensagens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A moderator removes one message; it leaves every screen at once. Staff only.
         * @description 401 without a valid bearer; 403 `CHAT_SOMENTE_MODERADORES` for a member without a staff role in
         *     the church; 404 `MENSAGEM_NAO_ENCONTRADA` for an unknown id, another church's message or one
         *     already removed. Stored as a moderation act (`remover_mensagem`) with who did it.
         */
        delete: operations["removerChatMensagem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/autores/{autorId}/mensagens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A moderator removes all of one person's messages in a channel. Staff only.
         * @description As `removerChatMensagem` (401, 403 `CHAT_SOMENTE_MODERADORES`, 404 `CANAL_NAO_ENCONTRADO`);
         *     answers how many were removed (0 when there were none). Stored as a moderation act
         *     (`remover_do_autor`) with who did it.
         */
        delete: operations["removerChatMensagensDoAutor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/silenciados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A moderator mutes a person in a channel for 24 hours (shadow mute). Staff only.
         * @description From now on, for 24 hours, the person's new messages reach only themselves and staff (see
         *     "Shadow mute"). Muting again restarts the 24 hours. 401 without a valid bearer; 403
         *     `CHAT_SOMENTE_MODERADORES` for a member without a staff role in the church; 404
         *     `CANAL_NAO_ENCONTRADO`; 400 naming `body.autorId` for a malformed id. Stored as a moderation act
         *     (`silenciar`) with who did it and until when.
         */
        post: operations["silenciarNoChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/reacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The channel's reaction totals.
         * @description Readable while the channel's `acesso` is not `desligado` (403 `CHAT_FECHADO` then), with no token.
         */
        get: operations["getChatReacoes"];
        put?: never;
        /**
         * Reacts to the broadcast (amen, heart, pray), without signing in; answers the new totals.
         * @description Adds one to the reaction's total; every socket of the channel gets the totals within a second.
         *     403 `CHAT_FECHADO` outside the open window or when the chat is off; 403 `CHAT_SOMENTE_MEMBROS`
         *     on a members-only channel without a signed-in member's chat token; 429 `CHAT_MUITO_RAPIDO` with
         *     `Retry-After` beyond 10 reactions per 10 seconds per person (or address); 400 naming
         *     `body.reacao` for anything but the three reactions. A chat token that is not valid for the
         *     channel is ignored (the address counts instead).
         */
        post: operations["reagirNoChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/mensagens/{id}/denuncias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A reader reports a message to the church's staff; without signing in.
         * @description 204 once stored (again for the same person and message: stored once). 404
         *     `MENSAGEM_NAO_ENCONTRADA` for an unknown id, another church's message, a removed one or one the
         *     reader may not see; 403 `CHAT_FECHADO` when the channel's chat is off; 429 `CHAT_MUITO_RAPIDO`
         *     with `Retry-After` beyond 5 reports per minute per person (or address); 400 naming
         *     `body.motivo` for a reason over 200 characters.
         */
        post: operations["denunciarChatMensagem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/oracoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The private prayer conversations of a broadcast (`{canal}` its live chat, `transmissao-{id}`). Staff only.
         * @description A conversation is listed once its viewer wrote in it; the latest first, each with its latest
         *     message, whether it awaits a host (`aguardando`: the viewer wrote last), and the first host who
         *     answered (`atendidaPor`). 401 without a valid bearer; 403 `CHAT_SOMENTE_MODERADORES` for a member
         *     without a staff role in the church; 404 `CANAL_NAO_ENCONTRADO` for any channel but a broadcast's.
         */
        get: operations["listChatOracoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/denuncias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The channel's reported messages (not removed), with how many reported each. Staff only.
         * @description Most reported first. 401 without a valid bearer; 403 `CHAT_SOMENTE_MODERADORES` for a member
         *     without a staff role in the church; 404 `CANAL_NAO_ENCONTRADO`.
         */
        get: operations["listChatDenuncias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/chat/conteudos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chats of the church's exclusive event contents (`conteudo-{eventId}-{contentId}`). Staff only.
         * @description One per exclusive content of the church's events (MOD_EVENTO; none while it is off), whether
         *     anyone wrote in it yet: those with the latest message first, then the others by their event's
         *     start, latest first; at most 200. Each with its messages and reported messages (neither removed)
         *     and whether it is open now. 401 without a valid bearer; 403 `CHAT_SOMENTE_MODERADORES` for a
         *     member without a staff role in the church.
         */
        get: operations["listChatConteudos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/chat/palavras-bloqueadas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The words the church adds to its chat's word filter. Staff only.
         * @description 401 without a valid bearer; 403 `CHAT_SOMENTE_MODERADORES` for a member without a staff role.
         */
        get: operations["getChatPalavrasBloqueadas"];
        /**
         * Replaces the words the church adds to its chat's word filter. Staff only.
         * @description Stored lower case without accents, each once; answers them. 401 without a valid bearer; 403
         *     `CHAT_SOMENTE_MODERADORES` for a member without a staff role; 400 naming `body.palavras` for more
         *     than 200 words or a word with spaces or over 40 characters.
         */
        put: operations["definirChatPalavrasBloqueadas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/modo-lento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the channel's slow mode (seconds between two messages of one person; 0 is off). Staff only.
         * @description Answers the channel. 401 without a valid bearer; 403 `CHAT_SOMENTE_MODERADORES` for a member
         *     without a staff role; 404 `CANAL_NAO_ENCONTRADO`; 400 naming `body.intervaloSegundos` outside 0 to 300.
         */
        put: operations["definirChatModoLento"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/momentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff open a moment in the channel (a commit-to-Jesus moment); every reader sees it. Staff only.
         * @description See "Moments". 201 with the new moment (its `respostas` all 0), which every socket of the
         *     channel also receives (`momento_aberto`); 200 with the moment already open when the channel has
         *     one (a retry never opens a second). 401 without a valid bearer; 403 `CHAT_SOMENTE_MODERADORES`
         *     for a member without a staff role in the church (`showManagement` grants nothing); 404
         *     `CANAL_NAO_ENCONTRADO`; 403 `CHAT_FECHADO` when the chat is off or outside its open window; 400
         *     naming `body.tipo` or `body.texto`.
         */
        post: operations["abrirChatMomento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/momentos/{momento}/encerramento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff close a moment; it leaves every screen. Staff only.
         * @description Answers the closed moment with its final `respostas`; every socket of the channel receives
         *     `momento_encerrado`. Closing a closed moment answers it as it was closed (a retry). 401 without a
         *     valid bearer; 403 `CHAT_SOMENTE_MODERADORES` for a member without a staff role; 404
         *     `MOMENTO_NAO_ENCONTRADO` for an unknown moment, another channel's or another church's.
         */
        post: operations["encerrarChatMomento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/igreja/{slug}/canais/{canal}/momentos/{momento}/resposta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A reader who joined answers an open moment (raises a hand or dismisses it); once per person, changeable.
         * @description The person is the chat token's (`X-Chat-Token`, as for sending a message; a guest's or a
         *     member's). One answer per person and moment: answering again replaces it, and the same answer
         *     again changes nothing (a retry). Answers the moment with `minhaResposta`; staff's sockets get the
         *     new counts within a second. 401 `CHAT_TOKEN_INVALIDO` when the token is missing, not valid,
         *     expired, or for another channel or church; 404 `MOMENTO_NAO_ENCONTRADO` for an unknown moment,
         *     another channel's or another church's; 409 `CHAT_MOMENTO_ENCERRADO` when it has closed; 403
         *     `CHAT_FECHADO` when the chat has closed; 429 `CHAT_MUITO_RAPIDO` with `Retry-After` beyond 10
         *     answers per 10 seconds of one person; 400 naming `body.resposta`.
         */
        put: operations["responderChatMomento"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description See "Channels" - `transmissao-{broadcastId}`, `anfitrioes-{broadcastId}`, `oracao-{broadcastId}-{ChatUsuarioId}` or `conteudo-{eventId}-{contentId}`.
         * @example transmissao-1
         */
        ChatCanalId: string;
        /** Format: uuid */
        ChatMomentoId: string;
        /** @description RFC 9457 problem details. */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            /** @description A stable error code where the specification has one. */
            code?: string;
            errors?: {
                field: string;
                message: string;
            }[];
        };
        /**
         * @description A member's `membro-{accountId}`, a guest's `visitante-{32 hex digits}`.
         * @example membro-1
         */
        ChatUsuarioId: string;
        ChatAutor: {
            id: components["schemas"]["ChatUsuarioId"];
            nome: string;
            /** @description The member's picture's address, where they have one. */
            avatar?: string;
            /** @description A signed-in member (false for a guest). */
            autenticado: boolean;
        };
        ChatUsuario: {
            id: components["schemas"]["ChatUsuarioId"];
            nome: string;
            avatar?: string;
            autenticado: boolean;
            /** @description Staff of the church, who may remove messages and mute (with their bearer); the chat token says so too, to read muted messages. */
            moderador: boolean;
        };
        ChatMensagem: {
            /** Format: uuid */
            id: string;
            /** @description Ascending per channel, for catching up (`depois`). */
            seq: number;
            autor: components["schemas"]["ChatAutor"];
            /** @description Plain text, never HTML. */
            texto: string;
            /** Format: date-time */
            criadaEm: string;
            /** @description Only to staff, and only when true - the author was muted when they sent it, so no one else sees it. */
            silenciada?: boolean;
        };
        /**
         * @description amen, heart, pray.
         * @enum {string}
         */
        ChatReacao: "amem" | "coracao" | "oracao";
        ChatReacaoEntrada: {
            reacao: components["schemas"]["ChatReacao"];
        };
        /** @description A channel's reaction totals. */
        ChatReacoes: {
            amem: number;
            coracao: number;
            oracao: number;
        };
        ChatDenunciaEntrada: {
            /** @description Why, in the reader's words (optional). */
            motivo?: string;
        };
        ChatDenunciada: {
            mensagem: components["schemas"]["ChatMensagem"];
            /** @description How many people reported it. */
            total: number;
            /**
             * Format: date-time
             * @description When it was last reported.
             */
            ultimaEm: string;
        };
        ChatPalavrasBloqueadas: {
            palavras: string[];
        };
        ChatModoLento: {
            intervaloSegundos: number;
        };
        ChatSilencioEntrada: {
            autorId: components["schemas"]["ChatUsuarioId"];
        };
        ChatSilencio: {
            autorId: components["schemas"]["ChatUsuarioId"];
            /**
             * Format: date-time
             * @description Until when the person is muted in the channel.
             */
            ate: string;
        };
        ChatCanal: {
            id: components["schemas"]["ChatCanalId"];
            /**
             * @description The kind of channel (see "Channels").
             * @enum {string}
             */
            tipo?: "transmissao" | "anfitrioes" | "oracao" | "conteudo";
            /** @description The broadcast's service's title, or the exclusive content's. */
            titulo: string;
            /** @enum {string} */
            acesso: "todos" | "membros" | "desligado";
            /** @description Whether messages may be sent now (acesso not `desligado`, within the window). */
            aberto: boolean;
            /** Format: date-time */
            abreEm: string;
            /** Format: date-time */
            fechaEm: string;
            /** @description Slow mode - the seconds each person waits between two messages (0, or absent, when off). */
            intervaloSegundos?: number;
            /**
             * @description How the browser hears the channel live (see "Transports") - its WebSocket (`websocket`, also when absent) or Ably (`ably`, only for a broadcast's live chat).
             * @enum {string}
             */
            transporte?: "websocket" | "ably";
            momento?: components["schemas"]["ChatMomento"];
        };
        /** @description A moment; `minhaResposta` is the reader's own answer (when the server knows who reads and they answered), `respostas` the counts (to staff only). */
        ChatMomento: {
            id: components["schemas"]["ChatMomentoId"];
            /**
             * @description A commit-to-Jesus moment (the only kind so far).
             * @enum {string}
             */
            tipo: "compromisso";
            /** @description What staff wrote for it, where they wrote something. */
            texto?: string;
            /** Format: date-time */
            abertoEm: string;
            /**
             * Format: date-time
             * @description When it closed (only in the answer that closed it).
             */
            encerradoEm?: string;
            minhaResposta?: components["schemas"]["ChatMomentoResposta"];
            respostas?: components["schemas"]["ChatMomentoRespostas"];
        };
        /**
         * @description A raised hand, or the moment dismissed.
         * @enum {string}
         */
        ChatMomentoResposta: "mao_levantada" | "dispensado";
        /** @description How many answered the moment each way (counted by the server). */
        ChatMomentoRespostas: {
            maosLevantadas: number;
            dispensados: number;
        };
        /** @description A viewer's private prayer conversation with the hosts, as staff list it. */
        ChatOracao: {
            canal: components["schemas"]["ChatCanalId"];
            participante: components["schemas"]["ChatAutor"];
            /** @description Its messages (not removed). */
            total: number;
            ultimaMensagem: components["schemas"]["ChatMensagem"];
            /** @description The viewer wrote last - a host has yet to answer. */
            aguardando: boolean;
            atendidaPor?: components["schemas"]["ChatAutor"];
        };
        /** @description An exclusive event content's chat, as staff list it. */
        ChatConteudo: {
            canal: components["schemas"]["ChatCanalId"];
            evento: {
                id: number;
                nome: string;
            };
            conteudo: {
                id: number;
                titulo: string;
            };
            /** @description Its content is available now, so its holders may write. */
            aberto: boolean;
            /** @description Its messages (not removed). */
            mensagens: number;
            /** @description Its messages that readers reported to the staff (not removed). */
            denunciadas: number;
            /**
             * Format: date-time
             * @description When its latest message (not removed) was sent; absent while it has none.
             */
            ultimaMensagemEm?: string;
        };
        ChatTokenAbly: {
            pedido: components["schemas"]["AblyTokenRequest"];
            /** @description The Ably channels to subscribe to - the public one (with its occupancy, the presence count), and the reader's private ones. */
            canais: {
                /** @example chat:1:transmissao-1 */
                publico: string;
                /**
                 * @example [
                 *       "chat:1:transmissao-1:autor:membro-1"
                 *     ]
                 */
                privados: string[];
            };
        };
        /** @description An Ably TokenRequest, as ably-js's `auth.createTokenRequest` makes it, to give back to Ably from `authCallback`. */
        AblyTokenRequest: {
            keyName: string;
            /** @description The capability, as JSON text. */
            capability: string;
            clientId?: string;
            /** @description Milliseconds. */
            ttl?: number;
            /** @description Milliseconds since 1970. */
            timestamp: number;
            nonce: string;
            /** @description HMAC-SHA256 (base64) of the other fields, with the key's secret. */
            mac: string;
        };
        ChatSessao: {
            usuario: components["schemas"]["ChatUsuario"];
            /** @description The chat token, for `X-Chat-Token`; valid 12 hours, for this channel only. */
            token: string;
            canal: components["schemas"]["ChatCanal"];
        };
        ChatEntrada: {
            /** @description A guest's name (1 to 40 characters once trimmed); required without a bearer, unless `token` gives the guest's earlier one. */
            nome?: string;
            /** @description A guest's earlier chat token of this channel (`entrarNoChat`'s), to join again as the same guest. */
            token?: string;
        };
        ChatMensagemEntrada: {
            /** @description Plain text, 1 to 500 characters once trimmed. */
            texto: string;
            /**
             * Format: uuid
             * @description The client's own id for the message, the same on every retry.
             */
            idCliente: string;
        };
        ChatMomentoEntrada: {
            /** @enum {string} */
            tipo: "compromisso";
            /** @description Optional words for the moment, 1 to 200 characters once trimmed. */
            texto?: string;
        };
        ChatMomentoRespostaEntrada: {
            resposta: components["schemas"]["ChatMomentoResposta"];
        };
        Slug: string;
    };
    responses: {
        /** @description No such channel in this church (`code` CANAL_NAO_ENCONTRADO), or no such church. */
        CanalNaoEncontrado: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The chat refuses this (`code`): CHAT_FECHADO (off, or outside its open window), CHAT_SOMENTE_MEMBROS
         *     (signed-in members only), AUTH_FORBIDDEN (the account is not a member of the church).
         */
        ChatRecusado: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is not valid; `errors` names each field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid credentials. At login_check, the same answer for an unknown e-mail and a wrong password. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body's media type is not one this operation accepts (or an upload's content is not an accepted image type). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many attempts; try again later (Retry-After). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The signed-in account may not read or change this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing exists under that identifier. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The channel's id (see "Channels"). */
        CanalPath: components["schemas"]["ChatCanalId"];
        /** @description The moment's id. */
        MomentoPath: components["schemas"]["ChatMomentoId"];
        SlugPath: components["schemas"]["Slug"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getChatCanal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's chat token (`X-Chat-Token`), for their own answer to the open moment. */
                "x-chat-token"?: string;
            };
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatCanal"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["CanalNaoEncontrado"];
        };
    };
    entrarNoChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nome": "Maria"
                 *     }
                 */
                "application/json": components["schemas"]["ChatEntrada"];
            };
        };
        responses: {
            /** @description Joined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSessao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["CanalNaoEncontrado"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    emitirChatTokenAbly: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's chat token (`X-Chat-Token`), for their own channel. */
                "x-chat-token"?: string;
            };
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed token request, and the Ably channels it lets the reader subscribe to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatTokenAbly"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["CanalNaoEncontrado"];
            /** @description The chat's transport is not Ably (`code` CHAT_TRANSPORTE_NAO_ABLY); read the channel's WebSocket. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listChatMensagens: {
        parameters: {
            query?: {
                /** @description How many messages, at most. */
                limit?: number;
                /** @description Only the messages after this `seq`. */
                depois?: number;
                /** @description The `ponto` of the client's last read; the answer then lists the messages removed since (`removidas`). */
                removidasDesde?: string;
            };
            header?: {
                /** @description The reader's chat token (`X-Chat-Token`), to include their own muted messages. */
                "x-chat-token"?: string;
            };
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itens: components["schemas"]["ChatMensagem"][];
                        /**
                         * Format: date-time
                         * @description The server's time a little before this read, to give back as `removidasDesde` on the next catch-up.
                         */
                        ponto: string;
                        /** @description With `removidasDesde` only - the ids of messages removed since then. */
                        removidas?: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["CanalNaoEncontrado"];
        };
    };
    enviarChatMensagem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The chat token `entrarNoChat` answered (`X-Chat-Token`). */
                "x-chat-token"?: string;
            };
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "texto": "Amém! Bom dia a todos.",
                 *       "idCliente": "5b0a2c4e-8d1f-4f6a-9a3b-2c1d0e9f8a7b"
                 *     }
                 */
                "application/json": components["schemas"]["ChatMensagemEntrada"];
            };
        };
        responses: {
            /** @description The message this idCliente made before (a retry). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMensagem"];
                };
            };
            /** @description Sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMensagem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["CanalNaoEncontrado"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removerChatMensagem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The message's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    removerChatMensagensDoAutor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
                /** @description The author's user id (`ChatMensagem.autor.id`). */
                autorId: components["schemas"]["ChatUsuarioId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removidas: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CanalNaoEncontrado"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    silenciarNoChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "autorId": "membro-1"
                 *     }
                 */
                "application/json": components["schemas"]["ChatSilencioEntrada"];
            };
        };
        responses: {
            /** @description Muted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSilencio"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CanalNaoEncontrado"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getChatReacoes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatReacoes"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["CanalNaoEncontrado"];
        };
    };
    reagirNoChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's chat token (`X-Chat-Token`), when they joined. */
                "x-chat-token"?: string;
            };
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reacao": "amem"
                 *     }
                 */
                "application/json": components["schemas"]["ChatReacaoEntrada"];
            };
        };
        responses: {
            /** @description Counted; the new totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatReacoes"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["CanalNaoEncontrado"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    denunciarChatMensagem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The reader's chat token (`X-Chat-Token`), when they joined. */
                "x-chat-token"?: string;
            };
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The message's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ChatDenunciaEntrada"];
            };
        };
        responses: {
            /** @description Reported. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listChatOracoes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itens: components["schemas"]["ChatOracao"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CanalNaoEncontrado"];
        };
    };
    listChatDenuncias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reported messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itens: components["schemas"]["ChatDenunciada"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CanalNaoEncontrado"];
        };
    };
    listChatConteudos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content chats. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itens: components["schemas"]["ChatConteudo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getChatPalavrasBloqueadas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The church's words. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatPalavrasBloqueadas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    definirChatPalavrasBloqueadas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "palavras": [
                 *         "heresia"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ChatPalavrasBloqueadas"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatPalavrasBloqueadas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    definirChatModoLento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "intervaloSegundos": 30
                 *     }
                 */
                "application/json": components["schemas"]["ChatModoLento"];
            };
        };
        responses: {
            /** @description Set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatCanal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CanalNaoEncontrado"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    abrirChatMomento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tipo": "compromisso"
                 *     }
                 */
                "application/json": components["schemas"]["ChatMomentoEntrada"];
            };
        };
        responses: {
            /** @description The moment already open in the channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMomento"];
                };
            };
            /** @description Opened. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMomento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CanalNaoEncontrado"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    encerrarChatMomento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
                /** @description The moment's id. */
                momento: components["parameters"]["MomentoPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMomento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    responderChatMomento: {
        parameters: {
            query?: never;
            header?: {
                /** @description The chat token `entrarNoChat` answered (`X-Chat-Token`). */
                "x-chat-token"?: string;
            };
            path: {
                slug: components["parameters"]["SlugPath"];
                /** @description The channel's id (see "Channels"). */
                canal: components["parameters"]["CanalPath"];
                /** @description The moment's id. */
                momento: components["parameters"]["MomentoPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resposta": "mao_levantada"
                 *     }
                 */
                "application/json": components["schemas"]["ChatMomentoRespostaEntrada"];
            };
        };
        responses: {
            /** @description Answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMomento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ChatRecusado"];
            404: components["responses"]["NotFound"];
            /** @description The moment has closed (`code` CHAT_MOMENTO_ENCERRADO). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}

// The schemas chat.yaml defines, by name.
export type ChatCanalId = components['schemas']['ChatCanalId'];
export type ChatUsuarioId = components['schemas']['ChatUsuarioId'];
export type ChatAutor = components['schemas']['ChatAutor'];
export type ChatUsuario = components['schemas']['ChatUsuario'];
export type ChatMensagem = components['schemas']['ChatMensagem'];
export type ChatReacao = components['schemas']['ChatReacao'];
export type ChatReacaoEntrada = components['schemas']['ChatReacaoEntrada'];
export type ChatReacoes = components['schemas']['ChatReacoes'];
export type ChatDenunciaEntrada = components['schemas']['ChatDenunciaEntrada'];
export type ChatDenunciada = components['schemas']['ChatDenunciada'];
export type ChatPalavrasBloqueadas = components['schemas']['ChatPalavrasBloqueadas'];
export type ChatModoLento = components['schemas']['ChatModoLento'];
export type ChatSilencioEntrada = components['schemas']['ChatSilencioEntrada'];
export type ChatSilencio = components['schemas']['ChatSilencio'];
export type ChatCanal = components['schemas']['ChatCanal'];
export type ChatOracao = components['schemas']['ChatOracao'];
export type ChatConteudo = components['schemas']['ChatConteudo'];
export type ChatTokenAbly = components['schemas']['ChatTokenAbly'];
export type AblyTokenRequest = components['schemas']['AblyTokenRequest'];
export type ChatSessao = components['schemas']['ChatSessao'];
export type ChatEntrada = components['schemas']['ChatEntrada'];
export type ChatMensagemEntrada = components['schemas']['ChatMensagemEntrada'];
export type ChatMomentoId = components['schemas']['ChatMomentoId'];
export type ChatMomentoResposta = components['schemas']['ChatMomentoResposta'];
export type ChatMomentoRespostas = components['schemas']['ChatMomentoRespostas'];
export type ChatMomento = components['schemas']['ChatMomento'];
export type ChatMomentoEntrada = components['schemas']['ChatMomentoEntrada'];
export type ChatMomentoRespostaEntrada = components['schemas']['ChatMomentoRespostaEntrada'];
