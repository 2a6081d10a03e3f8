// Generated from openapi/modules/member-profile.yaml by tools/scripts/codegen.mjs. Do not edit; run `npm run codegen`.
export type paths = {
    "/user/{id}/documento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/campo-personalizado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listCustomFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/pedido-exclusao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers the request to delete the account, confirmed by its password, and e-mails it. */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/endereco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/endereco": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/endereco/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateAddress"];
        post?: never;
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/crianca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/crianca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/crianca/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["updateChild"];
        post?: never;
        delete: operations["deleteChild"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario/{id}/{kind}/imagem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads the profile picture (multipart field `imagem`; JPEG, PNG or WebP by content, at most 5 MB).
         * @description The picture is re-encoded without its metadata. An account uploads at most 20 pictures an hour
         *     (429 `RATE_LIMITED`), counted before the picture is decoded.
         */
        post: operations["uploadAccountImage"];
        delete: operations["deleteAccountImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description The id of a stored row (a PostgreSQL integer). */
        Id: number;
        Documento: {
            /** @enum {string} */
            tipo: "CPF";
            numero: string;
        };
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
        /** @description The personal form fields of §3, as the account stores them. */
        DadosPessoais: {
            nome: string;
            sobrenome: string;
            /** @description Brazilian mobile, +55 (area code) 9XXXX-YYYY; digits and punctuation accepted. */
            telefone: string;
            /** @description 11 digits (punctuation accepted), valid checksum, not all equal. */
            cpf: string;
            dataNascimento: components["schemas"]["Data"];
            sexo: components["schemas"]["Sexo"];
            idEstadoCivil?: components["schemas"]["IdOrNull"];
            /** Format: date */
            dataCasamento?: string | null;
            qtdeFilhos?: number | null;
            idOcupacao?: components["schemas"]["IdOrNull"];
            idCongregacao?: components["schemas"]["IdOrNull"];
            idPais?: components["schemas"]["IdOrNull"];
            estado?: string | null;
            cidade?: string | null;
            bairro?: string | null;
            logradouro?: string | null;
            numero?: string | null;
            complemento?: string | null;
            /** @description A Brazilian address's CEP (8 digits after removing hyphens); another country's postcode as written. */
            cep?: string | null;
            observacoes?: string | null;
        };
        /** Format: date */
        Data: string;
        /** @enum {string} */
        Sexo: "M" | "F";
        /** @description The id of a stored row (a PostgreSQL integer), or null for none. */
        IdOrNull: number | null;
        /** @description The account (shared across the provider's apps). */
        Usuario: {
            id: number;
            /** Format: uuid */
            uuid: string;
            email: string;
            nome: string;
            sobrenome: string;
            telefone?: string | null;
            cpf?: string | null;
            /** Format: date */
            dataNascimento?: string | null;
            /** @enum {string|null} */
            sexo?: "M" | "F" | null;
            idEstadoCivil?: number | null;
            /** Format: date */
            dataCasamento?: string | null;
            qtdeFilhos?: number | null;
            idOcupacao?: number | null;
            idPais?: number | null;
            estado?: string | null;
            cidade?: string | null;
            bairro?: string | null;
            logradouro?: string | null;
            numero?: string | null;
            complemento?: string | null;
            cep?: string | null;
            observacoes?: string | null;
            imagem?: components["schemas"]["Imagem"];
            /** @description False until the e-mail is verified. */
            flagAtivo: boolean;
            /** Format: date-time */
            dataCadastro: string;
        };
        Imagem: {
            url: string;
            largura: number;
            altura: number;
            descricao?: string | null;
        };
        CampoPersonalizado: {
            id: number;
            nome: string;
            /** @enum {string} */
            tipo: "TEXTO" | "NUMERO" | "DATA" | "OPCAO";
            opcoes?: string[];
            valor?: string | null;
        };
        PedidoExclusaoRequest: {
            senha: string;
        };
        PedidoExclusao: {
            id: number;
            /** Format: date-time */
            dataCadastro: string;
        };
        Endereco: {
            id: number;
            descricao?: string | null;
            cep: string;
            logradouro: string;
            numero: string;
            complemento?: string | null;
            bairro: string;
            cidade: string;
            estado: string;
            idPais?: components["schemas"]["IdOrNull"];
            flagPrincipal: boolean;
        };
        EnderecoInput: {
            descricao?: string | null;
            cep: string;
            logradouro: string;
            numero: string;
            complemento?: string | null;
            bairro: string;
            cidade: string;
            estado: string;
            idPais?: components["schemas"]["IdOrNull"];
            flagPrincipal?: boolean;
        };
        Crianca: {
            id: number;
            nome: string;
            dataNascimento: components["schemas"]["Data"];
            sexo: components["schemas"]["Sexo"];
            /** @description Allergies, care notes. */
            observacoes?: string | null;
        };
        CriancaInput: {
            nome: string;
            dataNascimento: components["schemas"]["Data"];
            sexo: components["schemas"]["Sexo"];
            /** @description Allergies, care notes. */
            observacoes?: string | null;
        };
    };
    responses: {
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
        /** @description The signed-in account may not read or change this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflicts with existing data (`code` says which, `errors` names the field). */
        Conflict: {
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
        /** @description Nothing exists under that identifier. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The upload is larger than allowed. */
        TooLarge: {
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
    };
    parameters: {
        /** @description The account id; only the signed-in account's own. */
        UserIdPath: components["schemas"]["Id"];
        /** @description The church id. */
        IgrejaQuery: components["schemas"]["Id"];
        /** @description The church id. */
        ClienteQuery: components["schemas"]["Id"];
        ImageKindPath: "perfil";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's documents (CPF). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentos: components["schemas"]["Documento"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DadosPessoais"];
            };
        };
        responses: {
            /** @description The updated account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usuario: components["schemas"]["Usuario"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listCustomFields: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The church's custom fields with the account's values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        camposPersonalizados: components["schemas"]["CampoPersonalizado"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestAccountDeletion: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PedidoExclusaoRequest"];
            };
        };
        responses: {
            /** @description The request is registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pedidoExclusao: components["schemas"]["PedidoExclusao"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listAddresses: {
        parameters: {
            query: {
                /** @description The church id. */
                cliente: components["parameters"]["ClienteQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enderecos: components["schemas"]["Endereco"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnderecoInput"];
            };
        };
        responses: {
            /** @description The new address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endereco: components["schemas"]["Endereco"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                addressId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnderecoInput"];
            };
        };
        responses: {
            /** @description The updated address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endereco: components["schemas"]["Endereco"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                addressId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
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
    listChildren: {
        parameters: {
            query: {
                /** @description The church id. */
                cliente: components["parameters"]["ClienteQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        criancas: components["schemas"]["Crianca"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createChild: {
        parameters: {
            query: {
                /** @description The church id. */
                igreja: components["parameters"]["IgrejaQuery"];
            };
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CriancaInput"];
            };
        };
        responses: {
            /** @description The new child. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        crianca: components["schemas"]["Crianca"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateChild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                childId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CriancaInput"];
            };
        };
        responses: {
            /** @description The updated child. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        crianca: components["schemas"]["Crianca"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteChild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                childId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
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
    uploadAccountImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                kind: components["parameters"]["ImageKindPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    imagem: string;
                };
            };
        };
        responses: {
            /** @description The stored picture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imagem: components["schemas"]["Imagem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccountImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account id; only the signed-in account's own. */
                id: components["parameters"]["UserIdPath"];
                kind: components["parameters"]["ImageKindPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}

// The schemas member-profile.yaml defines, by name.
export type DadosPessoais = components['schemas']['DadosPessoais'];
export type Documento = components['schemas']['Documento'];
export type CampoPersonalizado = components['schemas']['CampoPersonalizado'];
export type PedidoExclusaoRequest = components['schemas']['PedidoExclusaoRequest'];
export type PedidoExclusao = components['schemas']['PedidoExclusao'];
export type EnderecoInput = components['schemas']['EnderecoInput'];
export type Endereco = components['schemas']['Endereco'];
export type CriancaInput = components['schemas']['CriancaInput'];
export type Crianca = components['schemas']['Crianca'];
