/**
 * The merchant portal API, as TypeScript types: generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run api:types` (a server test fails while this file is not that of the current document).
 */
export interface paths {
    "/api/admin/get-meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page definition (?page=<id>), or every definition the user may use; 404 notFoundPage when absent or not allowed
         * @description Any signed-in user: a page is usable when the user's role holds the page's action. Without `page`, the list of those pages (possibly empty). With `page`, 404 `notFoundPage` alike for an unknown page and one the user may not use.
         */
        get: operations["getAdminGetMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every stored page definition, whatever its action, in id order (staff: managepages)
         * @description Staff with the `managepages` permission only: the page editor's list. GET /api/admin/get-meta lists only the pages the user's role may use, so a page saved with an action the editor's role lacks would vanish from the editor.
         */
        get: operations["getAdminPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Validate a page definition and store it as the next version (staff: managepages)
         * @description A refused definition answers 400 `invalidPageDefinition` with `data: { errors, warnings }`, each `{ path, message, key? }`. Each `apis` entry must name a call this server offers (its method and path in /api/openapi.json; an update or delete api by PATCH or DELETE may take `/{id}` after it): otherwise the error is at `apis.<index>.url`. `If-Match: "<version>"` (the version the editor opened) or `If-None-Match: *` (a new page) make the save conditional: 412 `pageChanged` with `data.version` when someone else saved first; without them the save is the next version whatever came before.
         */
        put: operations["putAdminPagesId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{id}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write an earlier version's definition as the newest version, checked again (staff: managepages)
         * @description Staff with the `managepages` permission only. 404 `notFoundPage` for an unknown page, `dataNotFound` for an unknown `version`. The old definition is validated as a new save: when today's rules refuse it, 400 `invalidPageDefinition` with `data: { errors, warnings }` (fix it with PUT /api/admin/pages/{id} instead).
         */
        post: operations["postAdminPagesIdRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every version of a page definition, newest first (staff: managepages)
         * @description Staff with the `managepages` permission only. Each version says who wrote it (`createdByName`, null for the seed) and `restoredFrom` when it came from a rollback. 404 `notFoundPage` for an unknown page id.
         */
        get: operations["getAdminPagesIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One version of a page definition, with the definition (staff: managepages)
         * @description Staff with the `managepages` permission only. 404 `notFoundPage` for an unknown page id, 404 `dataNotFound` for a page that has no such version (list them with GET /api/admin/pages/{id}/versions).
         */
        get: operations["getAdminPagesIdVersionsVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/createApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new API key: answers `key` (mpk_live_…) this once, only its sha256 is kept. Takes the user's password again (400 app.apiKeys.errors.passwordWrong on password, throttled like sign-in; or an app code or passkey as stepUp); ipAllow entries are IPv4/IPv6 addresses or CIDR ranges (400 naming ipAllow.<n>); expiresAt in the future (400 app.apiKeys.errors.expiryPast) or null
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). Store `key` at once: it cannot be read again (roll the key if it is lost). The user is told of the new key by e-mail or SMS. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postApiKeyCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/detailApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One API key of the merchant (no secret); 404 when it is another merchant's
         * @description Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's key. `previousValidUntil` is set while a rolled key's old secret still works.
         */
        post: operations["postApiKeyDetailApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/enableApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enables a revoked API key again (an expired one stays expired until its expiry is moved); 404 when it is another merchant's, 403 app.apiKeys.errors.notOwnKey when another user of the merchant made it (the key acts as them)
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's key. Enabling an active key answers 200. The secret is the one the key had when revoked.
         */
        post: operations["postApiKeyEnableApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/findApiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's API keys (list contract): filters id, q (name or prefix), status (active | revoked | expired); sort createdAt, name, lastUsedAt, expiresAt; newest first by default. Never a secret or hash
         * @description Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). Every key of the merchant, whichever user made it; `limit` 1–100 (default 20).
         */
        post: operations["postApiKeyFindApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/onlineMerchantApis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The partner API's scopes: each one's name and description in English and Vietnamese and the /api/v1 calls it opens
         * @description Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). Send an empty object. The scopes createApiKey and updateApiKey accept; `held` says whether the caller holds the action a scope needs (transactions:read findtransactions, shops:read findshops, points:read earnpointhistory): only held scopes may be given.
         */
        post: operations["postApiKeyOnlineMerchantApis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/revokeApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes an API key: its calls answer 401 app.apiKey.invalid from the next request until enableApiKey; 404 when it is another merchant's
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's key. Revoking a revoked key answers 200; the old secret of a roll stops with it.
         */
        post: operations["postApiKeyRevokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/rollApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret for an API key, answered this once as `key`; the old one keeps working for overlapHours (0–72, default 24). Takes the user's password again (400 app.apiKeys.errors.passwordWrong on password) or an app code or passkey (stepUp); 404 when it is another merchant's, 403 app.apiKeys.errors.notOwnKey when another user of the merchant made it (the key acts as them)
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's key. Store `key` at once and move the integration to it before `previousValidUntil`; a secret still in an earlier roll's overlap stops now. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postApiKeyRollApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-key/updateApiKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces an API key's name, scopes, IP allow-list and expiry (the secret stays: roll it); 404 when it is another merchant's, 403 app.apiKeys.errors.notOwnKey when another user of the merchant made it (the key acts as them)
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's key. Send every field: `ipAllow` empty allows any address, `expiresAt` null never expires. A new `expiresAt` must be in the future (400 `app.apiKeys.errors.expiryPast`); an expired key's unchanged one may stay.
         */
        post: operations["postApiKeyUpdateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientrole/clientRolesList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's roles by name, built-in ones first: the choices of role pickers
         * @description Needs the `findclientroles` permission. Send an empty object; every role of the merchant, unpaged. Not every one can be given to anyone: assignRole refuses the owner's role and roles carrying permissions the caller lacks.
         */
        post: operations["postClientroleClientRolesList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientrole/createUserRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role, possibly a copy of another (copyFrom, built-in ones too); 400 names name (taken) or actions (one the caller does not hold)
         * @description Needs the `manageclientroles` permission. Without `actions` and `shopScope` the copy takes those of `copyFrom` (404 `dataNotFound` when it is not one of the merchant's roles). 400 `app.roles.errors.nameTaken` naming `name` (names are unique per merchant, whatever the letter case); 400 `app.roles.errors.notHeld` naming `actions`, `data.actions` listing those the caller lacks; 400 `app.roles.errors.strongFactorNotApplicable` naming `requireStrongFactor` when the role would require a strong factor without holding movemoney, manageapikeys or manageclientroles.
         */
        post: operations["postClientroleCreateUserRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientrole/deleteClientRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a role; 409 for a built-in role, or while users hold it (data.userCount says how many)
         * @description Needs the `manageclientroles` permission. 404 `dataNotFound` for an unknown id or another merchant's role; 409 `app.roles.errors.builtinReadOnly`, `ownerProtected`, or `roleInUse` with `data.userCount`: give those users another role (assignRole) first.
         */
        post: operations["postClientroleDeleteClientRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientrole/detailClientRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One role of the merchant with its actions and the users holding it; 404 for another merchant's id
         * @description Needs the `findclientroles` permission. 404 `dataNotFound` alike for an unknown id and another merchant's role.
         */
        post: operations["postClientroleDetailClientRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientrole/findClientRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's roles (list contract): filters q (name or description, no diacritics), id, builtin; sort name, createdAt, userCount, id
         * @description Needs the `findclientroles` permission. The built-in roles (`builtin` set) are listed with those the merchant made; `limit` 1–100 (default 20).
         */
        post: operations["postClientroleFindClientRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clientrole/updateClientRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a role's name, description and shop scope, and with them (all or nothing) its actions and strong-factor requirement when sent; 409 for a built-in role or the owner's
         * @description Needs the `manageclientroles` permission. 404 `dataNotFound` for an unknown id or another merchant's role; 409 `app.roles.errors.builtinReadOnly` (copy it with createUserRole instead) or `ownerProtected`; 400 `app.roles.errors.nameTaken` naming `name`. `actions` and `requireStrongFactor`, when sent, are checked as updateClientRolePerms checks them (`notHeld`, `strongFactorNotApplicable`, 409 `selfLockout`). A change of the actions, the requirement or the shop scope needs the caller's password typed again (400 naming `password` when neither it nor `stepUp` is sent); a change of the name or description alone does not. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` is 400 `app.roles.errors.passwordWrong` naming it and counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postClientroleUpdateClientRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/country/getCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The countries of addresses: Vietnam only (code 'VN', name in Vietnamese and English)
         * @description Any signed-in user. Send an empty object: any body field is refused (400 naming it in `data.field`). Always answers the one country, with `count` 1.
         */
        post: operations["postCountryGetCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/createDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a device to an employee at a shop they work at; 400 names serial (taken), userId or shopId
         * @description Needs the `managesubmerchants` permission. Send a `serial` or a `name` (each stands in for the other). 400 in `data.field`: `serial` missing or already one of the merchant's devices (`app.devices.errors.serialTaken`), `userId` not an employee of the merchant (`employeeNotFound`), `shopId` not a shop the employee is assigned to (`shopNotEmployees`).
         */
        post: operations["postDeviceCreateDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/deviceList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's devices (list contract): filters userId, shopId, kind; sort createdAt, serial, lastSeenAt, id
         * @description Needs the `findsubmerchants` permission; only the merchant's own devices, whatever the filters name. Newest first by default; `limit` 1–100 (default 20).
         */
        post: operations["postDeviceDeviceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device/removeDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a device: its serial is free again and the employee's trusted browsers must pass the SMS code again
         * @description Needs the `managesubmerchants` permission. 404 `dataNotFound` for an unknown id, another merchant's device or one already removed. The employee's sessions go on; only their next sign-in asks for the SMS code.
         */
        post: operations["postDeviceRemoveDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bytes of a stored file (also HEAD): by its signed link, or with the session; images inline, the rest as attachments
         * @description Without a session: only with `t`, the signature of the link the server answered (records, uploads); an expired link is 403 app.files.linkExpired, a missing or altered one 403 app.files.linkInvalid. With the session (Authorization header): the caller's own files, another owner's file is 404 dataNotFound. Sent with nosniff and a sandboxing CSP.
         */
        get: operations["getFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/upload-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files (multipart, field `files`); the type is read from the content, not the name
         * @description Accepts PDF, PNG, JPEG, GIF, WebP, zip-based office documents and zip, UTF-8 text or CSV. At most 20 files, each within UPLOAD_MAX_FILE_MB; 400 app.files.typeRefused, 413 app.files.tooLarge; an image that does not decode, 400 app.files.notAnImage; UPLOAD_MAX_IMAGE_MEGAPIXELS (413 app.files.tooManyPixels), UPLOAD_QUOTA_MB per owner (413 app.files.quotaExceeded, data: quotaBytes, usedBytes), over UPLOAD_RATE_PER_MINUTE uploads a minute per user (files and images together), 429 app.http.tooManyRequests. Images are decoded and encoded again (no metadata, EXIF orientation applied); names take the detected type's extension. Each `url` is a signed link valid FILE_LINK_TTL_MINUTES.
         */
        post: operations["postFileUploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one image (multipart, field `images`): PNG, JPEG, GIF or WebP by content; answers its signed URL
         * @description SVG and anything that is not one of those images is refused (400 app.files.notAnImage); over UPLOAD_MAX_IMAGE_MB, 413 app.files.tooLarge; UPLOAD_MAX_IMAGE_MEGAPIXELS (413 app.files.tooManyPixels), UPLOAD_QUOTA_MB per owner (413 app.files.quotaExceeded, data: quotaBytes, usedBytes), over UPLOAD_RATE_PER_MINUTE uploads a minute per user (files and images together), 429 app.http.tooManyRequests. Images are decoded and encoded again (no metadata, EXIF orientation applied); names take the detected type's extension. The URL is a signed link valid FILE_LINK_TTL_MINUTES; records store it as /api/file/<id>.
         */
        post: operations["postFileUploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the server up and can it reach its database?
         * @description Public, no session. 200 with `data.db: "up"` when the database answers; 503 with the same envelope and `data.db: "down"` when it does not (the process is up, its database is not): retry later.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a sale for a customer (Idempotency-Key header): redeems points (at most the balance) and a held voucher, their value at most the amount; earns points on what is paid; answers the receipt
         * @description Needs the `checkout` permission, at a shop checkoutShops lists. 403 `checkoutShopNotYours` or 400 `app.shops.errors.shopLocked` naming `shopId`; 409 `checkoutVoucherUnavailable` (`customerVoucherId` used, expired or not the customer's) or `checkoutNotEnoughPoints` (`data.balance`): read the customer again with searchPhone; 400 `checkoutDiscountTooLarge` when the discounts pass `amount`. Retry with the same key and body (within 24 hours) to get the first answer again; the same key with another body is 422 `idempotencyKeyReused`, 409 `idempotencyInProgress` while it runs.
         */
        post: operations["postLoyaltyCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/checkoutShops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The shops the caller may record a checkout at: the owner any active shop, an employee the active shops assigned to them
         * @description Needs the `checkout` permission. Send an empty object. An empty list means the caller can record no sale: an employee must be assigned to an active shop (updateSubmerchant) first.
         */
        post: operations["postLoyaltyCheckoutShops"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/earnPointHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The points history of the caller's shops (list contract): filters createdAt, shopId, kind, phone (any Vietnamese format); sort createdAt, points, id; phones masked
         * @description Needs the `earnpointhistory` permission; an employee whose role sees its own shops only gets the events of the shops assigned to them. 400 naming `queryInput.phone` when it is not a Vietnamese mobile number; `limit` 1–100 (default 20), `skip` at most 1,000,000. Past 1000 matches `count` is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`).
         */
        post: operations["postLoyaltyEarnPointHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/exportEarnPointHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of the points history (the list's queryInput) as CSV or XLSX, newest first, phones masked: answers the queued job
         * @description Needs the `earnpointhistory` permission; the rows are those earnPointHistory lists for the caller. At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`. Follow the job with /api/report/exportedReports and fetch the file with /api/report/downloadTicket, which need the `exportedreports` permission.
         */
        post: operations["postLoyaltyExportEarnPointHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/exportSettlementPointHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of the merchant's settlements (the list's queryInput) as CSV or XLSX: answers the queued job
         * @description Needs the `settlementpointhistory` permission. At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`. Follow the job with /api/report/exportedReports and fetch the file with /api/report/downloadTicket, which need the `exportedreports` permission.
         */
        post: operations["postLoyaltyExportSettlementPointHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/getPoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The points balance: the signed sum of the loyalty history (earned, less redeemed, expired and settled)
         * @description Needs the `earnpointhistory` permission; an employee whose role sees its own shops only gets those shops' movements (`shopsOnly`: points earned there, and spent there, which may exceed them). Send an empty object.
         */
        post: operations["postLoyaltyGetPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/loyaltyRules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The loyalty rules (LOYALTY_* settings): earning rate in percent, point value and settlement rate in đồng, expiry and redeem-expiry cycles in days
         * @description Needs the `earnpointhistory` permission. Send an empty object; the rules are the server's settings, the same for every merchant.
         */
        post: operations["postLoyaltyLoyaltyRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/searchPhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer by phone (any Vietnamese mobile format): points at this merchant, the last 10 events, the vouchers held; an unknown phone has none
         * @description Needs the `checkout` permission. Reads this merchant's history of the customer only, whatever shops the caller works at. 400 naming `phone` when it is not a Vietnamese mobile number; an unknown one answers balance 0, no events, no vouchers (not 404).
         */
        post: operations["postLoyaltySearchPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/settlementPoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a settlement of the period's settleable redeemed points; never covers a point twice; 400 app.loyalty.errors.nothingToSettle when there is none
         * @description Needs the `settlementpoint` permission. The settlement starts `requested`, for the platform's staff to approve, pay or reject. 400 `app.loyalty.errors.nothingToSettle` naming `periodFrom` (quote first with settlementQuote); 400 naming `periodTo` when it is before `periodFrom` or more than 366 days after it.
         */
        post: operations["postLoyaltySettlementPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/settlementPointDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One settlement of the merchant; 404 when it is another merchant's
         * @description Needs the `settlementpointhistory` permission. 404 `dataNotFound` alike for an unknown `id` and another merchant's settlement.
         */
        post: operations["postLoyaltySettlementPointDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/settlementPointHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's points settlements (list contract): filters createdAt, status; sort createdAt, amount, id
         * @description Needs the `settlementpointhistory` permission; lists all the merchant's settlements, whatever shops the employee is assigned to. Newest first by default; `limit` 1–100 (default 20).
         */
        post: operations["postLoyaltySettlementPointHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/settlementQuote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a settlement of the period (local days YYYY-MM-DD, both included) would cover now: the redeemed points not yet settled and within LOYALTY_REDEEM_EXPIRY_DAYS, at LOYALTY_SETTLEMENT_RATE
         * @description Needs the `settlementpoint` permission; reserves nothing (settlementPoint takes what is settleable when it runs). 400 naming `periodTo` when it is before `periodFrom` or more than 366 days after it. A period with nothing to settle answers zero points, not an error.
         */
        post: operations["postLoyaltySettlementQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/staff/approveSettlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff: approve a requested settlement; 409 app.loyalty.errors.badTransition from any other status
         * @description Platform staff with the `approvesettlements` permission only, on any merchant's settlement. 404 `dataNotFound` for an unknown `id`; 409 `app.loyalty.errors.badTransition` with the current `data.status` when the settlement is not (or no longer: another staff member decided first) in a status this decision is taken from: reload it.
         */
        post: operations["postLoyaltyStaffApproveSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/staff/paySettlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff: mark an approved settlement paid; 409 app.loyalty.errors.badTransition from any other status
         * @description Platform staff with the `approvesettlements` permission only, on any merchant's settlement. 404 `dataNotFound` for an unknown `id`; 409 `app.loyalty.errors.badTransition` with the current `data.status` when the settlement is not (or no longer: another staff member decided first) in a status this decision is taken from: reload it.
         */
        post: operations["postLoyaltyStaffPaySettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/staff/rejectSettlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff: reject a requested or approved settlement with a reason; its redeemed points can be settled again; 409 app.loyalty.errors.badTransition from any other status
         * @description Platform staff with the `approvesettlements` permission only, on any merchant's settlement. 404 `dataNotFound` for an unknown `id`; 409 `app.loyalty.errors.badTransition` with the current `data.status` when the settlement is not (or no longer: another staff member decided first) in a status this decision is taken from: reload it. 400 naming `reason` when it is blank or over 500 characters.
         */
        post: operations["postLoyaltyStaffRejectSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loyalty/staff/settlementList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff: every merchant's settlements (list contract), newest first; filters createdAt, status
         * @description Platform staff with the `approvesettlements` permission only. Each row names its merchant (`ownerCode`, `ownerName`); `limit` 1–100 (default 20).
         */
        post: operations["postLoyaltyStaffSettlementList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password (current one required); every session of the user ends, this one included
         * @description Any signed-in user, also one who must still replace the first password. 400 `app.auth.currentPasswordWrong` (counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`); 400 the rule the password breaks (`app.validation.passwordTooShort` with `data.min`, `passwordTooLong`, `passwordCharacters`, `passwordSeparators`, `passwordTooEasy` for a configured pattern), `passwordCommon`, `passwordContainsName` or `confirmPasswordMismatch` for a refused new password. Trusted devices are forgotten too: sign in again, with the SMS code.
         */
        post: operations["postMerchantChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/createNewPass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 3: the new password; every session of the user ends (expired: true → back to the code step)
         * @description Public; rate limited per address with the sign-in calls. 400 `app.auth.resetStepExpired` (`data.expired: true`) when `token` is unknown, used or past its 10 minutes; 400 naming the rule the password breaks (`app.validation.passwordTooShort` with `data.min`, `passwordTooLong` with `data.max`, `passwordCharacters`, `passwordSeparators`, or `passwordTooEasy` for a configured pattern), `passwordCommon`, `passwordContainsName` or `confirmPasswordMismatch` when the new password is refused (ask for another). The user's trusted devices are forgotten too, and the answer signs nobody in.
         */
        post: operations["postMerchantCreateNewPass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/findChannels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's payment channels and their fees (list contract): filters enabled, code; by name
         * @description Needs the `merchantinfo` permission. The fee is `feeRateBp` basis points of the amount (150 = 1.5 %) plus `feeFixed` đồng. 400 naming `queryInput.code` when it is not a channel code (A–Z, 0–9, _); `limit` 1–100 (default 20).
         */
        post: operations["postMerchantFindChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/forgetDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forget this device: the device secret in the body stops skipping the SMS code (the user's own values only)
         * @description Any signed-in user. Answers 200 whether or not `deviceId` was one of the user's trusted devices (an empty one does nothing); the session itself goes on.
         */
        post: operations["postMerchantForgetDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with owner code, username, password and captcha; without a device secret the server issued, a second step (otp: true): the SMS code, or for a user with an authenticator app `data.factors` and no SMS
         * @description Public; SIGNIN_RATE_PER_MINUTE calls a minute per address, shared with verifyLogin, resendLoginOtp and the forgot-password calls. 400 `app.auth.captchaInvalid` for a wrong, used or expired captcha (draw a new one), `app.auth.invalidCredentials` for a wrong owner code, username or password (never says which), `app.auth.accountLocked`. 429 `app.auth.tooManyAttempts` after repeated failures, `app.auth.otpSendLimited` when a code went to this phone too recently: wait `data.retryAfterSeconds` (also `Retry-After`); 503 when the SMS cannot be sent.
         */
        post: operations["postMerchantLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session; the answer asks the browser to clear its cache of this site (Clear-Site-Data)
         * @description Any signed-in user, also one who must still change the first password. Both tokens of this session stop working at once; other sessions and trusted devices are kept. `Clear-Site-Data` is sent on a 401 too, so the browser signs out either way.
         */
        post: operations["postMerchantLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/merchantBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The balance in đồng, a sum of entries: available = successful sales net of fees older than the settlement delay, less refunds, withdrawals and transfers (held or done); pending = pending sales and younger successful ones; held = transfers awaiting their code
         * @description Needs the `merchantinfo` permission. Send an empty object. Transfers whose code has run out are expired first, so their holds are back in `available`; the settlement delay is SETTLEMENT_DELAY_DAYS.
         */
        post: operations["postMerchantMerchantBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/merchantInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's details: name, Owner ID (code), tax code, address (street and province/district/ward codes), contact
         * @description Needs the `merchantinfo` permission; always the session's merchant. Send an empty object.
         */
        post: operations["postMerchantMerchantInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/passkeyOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WebAuthn assertion options (PublicKeyCredentialRequestOptionsJSON) for answering the sign-in challenge `otpId` with a passkey: give them to the browser's `startAuthentication({ optionsJSON })`, then send its answer to verifyLogin
         * @description Public; rate limited per address with the other sign-in calls. Only when login's `data.factors` offered `passkey`. The options list the user's passkeys; their challenge is kept by the server for 5 minutes, bound to this `otpId`, and is answered once (ask again for a new one). 400 `app.auth.otpExpired` when `otpId` is unknown, expired or used, or its user has no passkey: sign in again.
         */
        post: operations["postMerchantPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's details and permissions
         * @description Any signed-in user (`profile` is always allowed). Also answers the `passwordRules` a new password must meet, and when the user last signed in and changed the password.
         */
        get: operations["getMerchantProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/resendLoginOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new SMS code for the same sign-in challenge (the previous code stops working); for a user with an authenticator app, the first SMS ("use another way")
         * @description Public; rate limited per address with the other sign-in calls. 400 `app.auth.otpExpired` when `otpId` is unknown or no longer open: sign in again. Codes to one phone are limited (OTP_SEND_PER_MINUTE, OTP_SEND_PER_HOUR): 429 `app.auth.otpSendLimited`, the current code still works; wait `data.retryAfterSeconds`. 503 when the SMS cannot be sent. 409 `app.auth.smsNotOffered` for a user whose role (or STAFF_REQUIRE_STRONG_FACTOR) requires the passkey or app they have.
         */
        post: operations["postMerchantResendLoginOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/resetPass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 1: e-mail a code to the account named by username or e-mail (same answer whether it exists or not)
         * @description Public; SIGNIN_RATE_PER_MINUTE calls a minute per address, shared with the sign-in calls (429 `app.auth.tooManyAttempts`: wait `Retry-After`). A locked account or one without an e-mail gets no code, and the answer never says so; pass `data.token` to resetPassVerifyOTP. 400 `app.auth.captchaInvalid` for a wrong, used or expired captcha.
         */
        post: operations["postMerchantResetPass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/resetPassVerifyOTP": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 2: the e-mailed code; answers the token of the password step (expired: true → start again)
         * @description Public; rate limited per address with the sign-in calls. 400 `app.auth.otpInvalid` for a wrong code (try again); 400 `app.auth.resetStepExpired` with `data.expired: true` when `token` is unknown, used or expired: start again at resetPass. Wrong codes are limited per account (RESET_CODE_WRONG_PER_HOUR): 429 `app.auth.tooManyAttempts`, wait `Retry-After`. The answered `token` is valid 10 minutes and comes with the `passwordRules` to meet.
         */
        post: operations["postMerchantResetPassVerifyOTP"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/verifyLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a sign-in with the SMS code, an authenticator app's code, a recovery code or a passkey (`factor`); the answer carries a device secret that skips the code for TRUSTED_DEVICE_DAYS
         * @description Public; rate limited per address with the other sign-in calls. `factor` says what answers: `otp` holds the code for `sms` (default), `totp` or `recoveryCode`; `passkey` holds the browser's AuthenticationResponseJSON for `passkey`, answering the options passkeyOptions gave for this `otpId` (signed for one of WEBAUTHN_ORIGINS, by a passkey of this user, its signature counter going up, each options' challenge taken once), as login's `data.factors` offered. An app's code is taken once (one 30-second step either side), a recovery code once, and every factor's wrong answers (a refused passkey included) count toward the same limits. 400 `app.auth.otpInvalid` for a wrong code (ask the user again); 400 `app.auth.otpExpired` when the challenge `otpId` is unknown, expired, used or ended by too many wrong codes: sign in again. 409 `app.auth.smsNotOffered` for an SMS code from a user whose role requires the passkey or app they have. 400 `app.auth.accountLocked`; 429 `app.auth.tooManyAttempts` after repeated wrong codes: wait `Retry-After`.
         */
        post: operations["postMerchantVerifyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/assignRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a user another role, with the caller's password typed again (400 passwordWrong naming password); never the owner (409), never the owner's role or one carrying an action the caller lacks (400 roleId), never losing one's own manageclientroles (409)
         * @description Needs the `manageclientroles` permission. 404 `dataNotFound` when `userId` or `roleId` is unknown or another merchant's; 409 `app.roles.errors.ownerProtected` or `selfLockout`; 400 `ownerRoleReserved` or `notHeld` naming `roleId`, or `reachNotHeld` naming `roleId` when a caller whose role keeps to its own shops gives a role reaching every shop. The user is told of the new role. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` is 400 `app.roles.errors.passwordWrong` naming it and counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postPermissionAssignRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/findPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The permission catalogue: every action the server checks, grouped by screen, named and described in English and Vietnamese (staff actions for staff only)
         * @description Needs the `findclientroles` permission. Send an empty object. The `always` group lists the actions every user holds; those and the back-office ones cannot be given to a role or a user (400 naming the field).
         */
        post: operations["postPermissionFindPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/updateClientRolePerms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the actions of one role ({ roleId, actions }) or of several (the matrix: { roles }), all or nothing, with the caller's password typed again (400 passwordWrong naming password); only actions the caller holds may be added; 409 for built-in roles, the owner's, or taking one's own manageclientroles
         * @description Needs the `manageclientroles` permission. 404 `dataNotFound` when a `roleId` is not one of the merchant's roles; 400 `app.roles.errors.notHeld` naming `actions` (or `roles.<index>.actions`) with `data.actions`; 400 `scopeNotHeld` naming the same when a caller whose role keeps to its own shops adds actions to a role reaching every shop; 409 `builtinReadOnly`, `ownerProtected` or `selfLockout`; 400 `app.roles.errors.strongFactorNotApplicable` naming `requireStrongFactor` (or `roles.<index>.requireStrongFactor`) when a role without movemoney, manageapikeys or manageclientroles would require a passkey or an authenticator app at sign-in; left out, a role keeps its requirement while its actions allow it. Nothing is saved when any entry is refused. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` is 400 `app.roles.errors.passwordWrong` naming it and counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postPermissionUpdateClientRolePerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/updateUserPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the actions added to (grants) and removed from (denies) a user's role, with the caller's password typed again (400 passwordWrong naming password); never the owner (409); only actions the caller holds may be added (400 grants); the change applies at the user's next request
         * @description Needs the `manageclientroles` permission. 404 `dataNotFound` for an unknown or another merchant's `userId`; 409 `app.roles.errors.ownerProtected`, or `selfLockout` when the caller would lose their own `manageclientroles`; 400 `notHeld` naming `grants`, or `reachNotHeld` naming `grants` when a caller whose role keeps to its own shops widens a user whose role reaches every shop. Send the whole lists: they replace the stored ones. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` is 400 `app.roles.errors.passwordWrong` naming it and counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postPermissionUpdateUserPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/userPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's effective permissions, each explained: from the role, added or removed for the user, or always allowed
         * @description Needs the `findclientroles` permission. 404 `dataNotFound` alike for an unknown `userId` and another merchant's user. `source` is `role`, `grant`, `deny`, `always`, or null when not held.
         */
        post: operations["postPermissionUserPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission/userRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's users with their role (list contract): filters q (name or phone), id, roleId, type, status; sort fullName, phone, type, id
         * @description Needs the `findclientroles` permission. Every user of the merchant: the owner (`isOwner`, listed first by default), employees and third-party users, with how many permissions were added to (`grantCount`) or removed from (`denyCount`) their role; `limit` 1–100 (default 20).
         */
        post: operations["postPermissionUserRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/province/getProvince": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The provinces of an address system (list contract), by code: `system` '2025' (34 provinces, the default) or 'legacy' (63, before 1 July 2025); queryInput `name: { contains }` without diacritics; sort by code or name
         * @description Any signed-in user: the same reference data for every merchant. Without `limit`, every province (`limit` at most 1000, `skip` at most 100000); `count` is all the matches. An unknown body field, a `select` naming other than code, name, parentCode, or a value out of range is 400 naming it in `data.field`.
         */
        post: operations["postProvinceGetProvince"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/records/{model}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List records: select, sort, queryInput, limit, skip → data and count
         * @description the page whose resource is <model> governs its fields and permission; records are the signed-in owner's. Addresses of the owner's files (`/api/file/<id>`) are answered as signed links valid FILE_LINK_TTL_MINUTES, and stored back in their plain form; a value referring to a file that is not one of the owner's uploads is refused (400 naming the field). Paging is capped: limit 1..100 (default 10), skip 0..100000; beyond either → 400 invalidParam naming the parameter in data.field (filter with queryInput to reach older rows)
         */
        get: operations["getRecordsModel"];
        put?: never;
        /**
         * Create a record: unknown fields refused, values checked by widget, required and hidden fields enforced
         * @description the page whose resource is <model> governs its fields and permission; records are the signed-in owner's. Addresses of the owner's files (`/api/file/<id>`) are answered as signed links valid FILE_LINK_TTL_MINUTES, and stored back in their plain form; a value referring to a file that is not one of the owner's uploads is refused (400 naming the field); 403 app.auth.forbidden when that page declares no create api on /api/records/<model>
         */
        post: operations["postRecordsModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/records/{model}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one record (404 dataNotFound)
         * @description the page whose resource is <model> governs its fields and permission; records are the signed-in owner's. Addresses of the owner's files (`/api/file/<id>`) are answered as signed links valid FILE_LINK_TTL_MINUTES, and stored back in their plain form; a value referring to a file that is not one of the owner's uploads is refused (400 naming the field)
         */
        get: operations["getRecordsModelId"];
        put?: never;
        post?: never;
        /**
         * Delete a record (404 dataNotFound)
         * @description the page whose resource is <model> governs its fields and permission; records are the signed-in owner's. Addresses of the owner's files (`/api/file/<id>`) are answered as signed links valid FILE_LINK_TTL_MINUTES, and stored back in their plain form; a value referring to a file that is not one of the owner's uploads is refused (400 naming the field); 403 app.auth.forbidden when that page declares no delete api on /api/records/<model>
         */
        delete: operations["deleteRecordsModelId"];
        options?: never;
        head?: never;
        /**
         * Update a record: the fields sent are merged over the stored ones, then checked as on create
         * @description the page whose resource is <model> governs its fields and permission; records are the signed-in owner's. Addresses of the owner's files (`/api/file/<id>`) are answered as signed links valid FILE_LINK_TTL_MINUTES, and stored back in their plain form; a value referring to a file that is not one of the owner's uploads is refused (400 naming the field); fields declared disabled keep their stored value, stored keys the page does not declare are kept; 403 app.auth.forbidden when that page declares no update api on /api/records/<model>
         */
        patch: operations["patchRecordsModelId"];
        trace?: never;
    };
    "/api/report/detailTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One transaction with its shop, its employee, fee and net amount; 404 when it is not the caller's to see
         * @description Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the shops assigned to them. 404 `dataNotFound` alike for an unknown `id`, another merchant's transaction and one of a shop outside the employee's. `id` may be sent as a number or its digits.
         */
        post: operations["postReportDetailTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/download/{ticket}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export file with a ticket from downloadTicket: works once, within its minute
         * @description Streams the file as an attachment with its name (RFC 6266 filename*). A used or expired ticket answers 410 app.exports.ticketUsed, an unknown one 404 app.exports.ticketUnknown.
         */
        get: operations["getReportDownloadTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/downloadTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time download address of one of the caller's finished exports, valid 60 seconds
         * @description data.url is same-origin (/api/report/download/<ticket>): open it without a session header. 404 for a job that is not the caller's; 409 app.exports.notReady while it runs or when it failed; 410 app.exports.fileExpired once removed.
         */
        post: operations["postReportDownloadTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/exportedReports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's own export jobs, newest first (limit, skip → data, count)
         * @description status queued | running | done | failed, progress 0–100, rows, size in bytes once done, error (a message key) when failed, expiresAt: when the file is removed (EXPORT_KEEP_HOURS after it was finished).
         */
        post: operations["postReportExportedReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/exportShops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of the merchant's shops (the list's queryInput) as CSV or XLSX, by name: answers the queued job
         * @description Needs the `exportshops` permission. At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`. Follow the job with /api/report/exportedReports and fetch the file with /api/report/downloadTicket (permission `exportedreports`).
         */
        post: operations["postReportExportShops"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/exportSubMerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of the merchant's employees (the list's queryInput) as CSV or XLSX: answers the queued job
         * @description Needs the `findsubmerchants` permission. At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`. Follow the job with /api/report/exportedReports and fetch the file with /api/report/downloadTicket (permission `exportedreports`).
         */
        post: operations["postReportExportSubMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/exportTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of the transaction history (the list's queryInput and sort) as CSV or XLSX: answers the queued job at once
         * @description The job runs in the background (exportedReports shows its progress). The rows are those findTransactions would list for the caller (tenant, and an employee's own shops when the role says so). At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 app.exports.tooManyActive. `locale` (en | vi; default: Accept-Language, else en) sets the headings and names in the file.
         */
        post: operations["postReportExportTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/findServiceList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The service codes of the caller's successful or pending sales (filter choices)
         * @description Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the shops assigned to them. The list-contract fields are accepted and ignored: every code comes back, sorted.
         */
        post: operations["postReportFindServiceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/findShopList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's shops as filter choices (list contract): filters id, name, status; sort name, id
         * @description Needs one of `findtransactions`, `earnpointhistory`, `findsubmerchants` or `findshops` (the screens that choose a shop); an employee whose role sees its own shops only gets those. Locked shops are included unless `status` says otherwise; by name, `limit` 1–100 (default 100).
         */
        post: operations["postReportFindShopList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/findShops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's shops (list contract; an employee whose role sees its own shops only, those): filters q (name or code, without diacritics), provinceCode, districtCode, status, id; sort name, code, createdAt; by name by default
         * @description Needs the `findshops` permission; /api/report/findShops and /api/shop/shopList answer the same. `limit` 1–100 (default 20), `skip` at most 1,000,000; past 1000 matches `count` is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`). A filter or sort field the contract does not list is 400 naming it.
         */
        post: operations["postReportFindShops"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/findSubmerchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's employees (list contract): filters q (name or phone, no diacritics), id, shopId, roleId, status; sort fullName, phone, createdAt, status, id
         * @description Needs the `findsubmerchants` permission; /api/submerchant/findSubmerchantList and /api/report/findSubmerchants answer the same. Only employees are listed, never the owner or third-party users; identity numbers come masked. `limit` 1–100 (default 20), `skip` at most 1,000,000.
         */
        post: operations["postReportFindSubmerchants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/findTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List transactions (list contract): filters createdAt, status, type, serviceCode, shopId, reference, amount; sort createdAt, amount, id; count exact up to 1,000, above it the planner's estimate (countIsEstimate), or countIsLowerBound
         * @description Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the shops assigned to them. `limit` 1–100 (default 20), `skip` at most 1,000,000: narrow `createdAt` to reach older rows. A filter or sort field the contract does not list is 400 naming it.
         */
        post: operations["postReportFindTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report/transactionByService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sales per service: successful payments and top-ups (count) and their amount less successful refunds, in đồng, per local day (Asia/Ho_Chi_Minh); best first
         * @description Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the shops assigned to them. 400 naming `to` when it is before `from` or more than 732 days after it. Only services with sales in the range; `limit` (1–50) keeps the best ones only.
         */
        post: operations["postReportTransactionByService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{model}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of the owner's records of a model as the list shows them: its filters, sort and columns, names and formatted values
         * @description text/csv; charset=utf-8 with a BOM, as an attachment; cells a spreadsheet could run as formulas get a leading apostrophe. X-Report-Rows says how many rows it holds. Model fields are written as the referenced records' names, dates DD/MM/YYYY (as the screen shows them in both languages), numbers grouped by the locale. At most REPORT_RATE_PER_MINUTE reports a minute per user; beyond, 429 app.http.tooManyRequests with data.retryAfterSeconds.
         */
        get: operations["getReportsModel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/confirmAuthenticator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the pending authenticator app with its current six-digit code: from then on sign-in asks for the app instead of an SMS; the first time, answers the ten recovery codes, shown this once
         * @description Any signed-in user, about themselves only. 400 `app.factors.errors.codeWrong` on `code` (throttled like sign-in: 429 after repeated wrong codes); 409 `app.factors.errors.notStarted` with no enrolment started. `recoveryCodes` is null when the user still holds codes. The user is told by e-mail or SMS.
         */
        post: operations["postSecurityConfirmAuthenticator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/exportActivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of the security history as CSV or XLSX (an export job, exportedReports): scope own (the caller's) or team (teamActivity), with the lists' queryInput; answers the queued job
         * @description Needs the `exportedreports` permission (the file is fetched from the exported reports), and `teamactivity` as well for `scope: team` (403 otherwise). At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`.
         */
        post: operations["postSecurityExportActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/findActivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's own security history, newest first (list contract): filters kind (one or { in }), outcome, at { gte, lte }; each entry's detail shows only the keys its kind may show
         * @description Any signed-in user, about themselves only. `limit` 1–100 (default 20), `skip` at most 1,000,000; past 1000 matches `count` is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`). An unknown `kind` or `outcome` is 400 naming it.
         */
        post: operations["postSecurityFindActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/findFactors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's second factors: whether an authenticator app is set up (none, pending, active), the passkeys (name, created, last used) and how many recovery codes are left
         * @description Any signed-in user, about themselves only. Send an empty object. Never a secret.
         */
        post: operations["postSecurityFindFactors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/findSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's live sessions (not signed out, not expired), the most recently used first; current marks this one
         * @description Any signed-in user, about themselves only. A session idle longer than SESSION_IDLE_MINUTES is no longer listed; `limit` 1–100 (default 20).
         */
        post: operations["postSecurityFindSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/findTeamActivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The security history of every user of the caller's merchant, newest first (teamActivity): the findActivity filters and userId (a user of the merchant; another merchant's matches nothing)
         * @description Needs the `teamactivity` permission (the owner's by default). Also lists failed sign-ins typed with the merchant's Owner ID under a username it has no user for (`userId` null). Paging and counts as findActivity.
         */
        post: operations["postSecurityFindTeamActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/findTeamMembers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's users by name (teamActivity or manageSubmerchants), for the person filter of the team's history and sessions
         * @description Needs the `teamactivity` or the `managesubmerchants` permission (403 otherwise); the caller's merchant only. Send an empty object; every user of the merchant, the owner and the caller included, unpaged.
         */
        post: operations["postSecurityFindTeamMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/findTeamSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The live sessions of the merchant's other users with their names (teamActivity or manageSubmerchants): filter userId
         * @description Needs the `teamactivity` or the `managesubmerchants` permission (403 otherwise); the caller's merchant only. The caller's own sessions are left out (see findSessions); a `userId` of another merchant matches nothing. `limit` 1–100 (default 20).
         */
        post: operations["postSecurityFindTeamSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/findTrustedDevices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's trusted devices (they skip the SMS code at sign-in); the device secret sent, if any, marks this browser's as current
         * @description Any signed-in user, about themselves only. Devices whose trust has run out (`trustedUntil`) are not listed; a `deviceId` that is not one of the caller's marks none as current. `limit` 1–100 (default 20).
         */
        post: operations["postSecurityFindTrustedDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/finishPasskeyRegistration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a new passkey under a name from the browser's answer (RegistrationResponseJSON) to startPasskeyRegistration's options; the first strong factor answers the ten recovery codes, shown this once
         * @description Any signed-in user, about themselves only. The answer must be signed for one of WEBAUTHN_ORIGINS, for WEBAUTHN_RP_ID, with an open challenge of the caller's. 400 `app.factors.errors.passkeyRefused` on `response` otherwise (throttled like sign-in: 429 after repeated refusals); 409 `app.factors.errors.passkeyTaken` when that credential is registered already. `recoveryCodes` is null when the user still holds codes. The user is told by e-mail or SMS.
         */
        post: operations["postSecurityFinishPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/forgetTrustedDevice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forget one of the caller's trusted devices: its next sign-in asks for the SMS code. 404 for another user's
         * @description Any signed-in user, on their own devices only: `id` is the one findTrustedDevices answers, not the device secret. 404 `dataNotFound` alike for an unknown id, another user's device and one already forgotten. Sessions go on.
         */
        post: operations["postSecurityForgetTrustedDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/regenerateRecoveryCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ten new recovery codes, shown this once; the old ones stop working
         * @description Any signed-in user, about themselves only. Takes the user's password again: 400 `app.factors.errors.passwordWrong` on `password`, throttled like sign-in (429). 409 `app.factors.errors.noStrongFactor` without a passkey or an active authenticator app.
         */
        post: operations["postSecurityRegenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/removeAuthenticator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the caller's authenticator app and its recovery codes: sign-in asks for the SMS code again
         * @description Any signed-in user, about themselves only. Takes the user's password again: 400 `app.factors.errors.passwordWrong` on `password`, throttled like sign-in (429). 409 `app.factors.errors.noAuthenticator` when there is none. The user is told by e-mail or SMS.
         */
        post: operations["postSecurityRemoveAuthenticator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/removePasskey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove one of the caller's passkeys (`id` from findFactors); with the last strong factor go the recovery codes
         * @description Any signed-in user, about themselves only. Takes the user's password again: 400 `app.factors.errors.passwordWrong` on `password`, throttled like sign-in (429). 409 `app.factors.errors.noPasskey` when the caller has no passkey with that id (another user's included). The user is told by e-mail or SMS.
         */
        post: operations["postSecurityRemovePasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/revokeOtherSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out every session of the caller but this one; answers how many ended
         * @description Any signed-in user, on their own sessions. Send an empty object. Trusted devices are kept: forget them with forgetTrustedDevice so that they ask for the SMS code again.
         */
        post: operations["postSecurityRevokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/revokeSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out one of the caller's sessions; the current one signs the caller out (signedOut: true). 404 for another user's
         * @description Any signed-in user, on their own sessions only. 404 `dataNotFound` alike for an unknown id, another user's session and one already signed out. With `signedOut: true` the tokens just used no longer work: sign in again.
         */
        post: operations["postSecurityRevokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/revokeUserSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a user of the merchant out everywhere (teamActivity or manageSubmerchants); never the owner nor the caller (400 on userId); 404 for another merchant's user
         * @description Needs the `teamactivity` or the `managesubmerchants` permission (403 otherwise); the caller's merchant only. 404 `dataNotFound` alike for an unknown `userId` and another merchant's user; 400 `app.security.errors.notThisUser` naming `userId` for the owner or the caller (use revokeOtherSessions). Their trusted devices are kept, and they can sign in again unless locked (lockSubmerchant).
         */
        post: operations["postSecurityRevokeUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/startAuthenticator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up an authenticator app: a new secret (base32 text), its otpauth URI and QR code (SVG data URL); confirmAuthenticator with a first code makes it active
         * @description Any signed-in user, about themselves only. Takes the user's password again: 400 `app.factors.errors.passwordWrong` on `password`, throttled like sign-in (429). Starting again replaces a pending secret; 409 `app.factors.errors.alreadyActive` while an app is active (remove it first). The secret is kept encrypted (AES-256-GCM under a key derived from AUTH_SECRET).
         */
        post: operations["postSecurityStartAuthenticator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/startPasskeyRegistration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start registering a passkey: WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON) for the browser's `startRegistration({ optionsJSON })`; finishPasskeyRegistration sends its answer
         * @description Any signed-in user, about themselves only. Takes the user's password again: 400 `app.factors.errors.passwordWrong` on `password`, throttled like sign-in (429). The challenge is kept by the server for 5 minutes and is answered once; the caller's passkeys are excluded (no second copy on one authenticator). Attestation `none`; the relying party is WEBAUTHN_RP_ID.
         */
        post: operations["postSecurityStartPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/security/stepUpPasskeyOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WebAuthn request options for confirming a step (creating or rolling an API key, changing who may do what) with one of the caller's passkeys in place of the password: give them to `startAuthentication({ optionsJSON })` and send its answer as that call's `stepUp: { factor: 'passkey', passkey }`
         * @description Any signed-in user, about themselves only. Send an empty object. The challenge is bound to this session, kept 5 minutes and answered once. 409 `app.factors.errors.noPasskey` for a caller with no passkey.
         */
        post: operations["postSecurityStepUpPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/activeShop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activates a locked shop: it takes sales again; 404 when it is another merchant's
         * @description Needs the `manageshops` permission. 404 `dataNotFound` for an unknown id, another merchant's shop or one out of the caller's own shops; activating an active shop answers 200.
         */
        post: operations["postShopActiveShop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/createShop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new shop: code unique per merchant (400 app.shops.errors.duplicateCode on code), area checked against the units of its system (400 app.shops.errors.badArea naming area.<field>), photos = ids of the merchant's uploaded images in order (at most 10)
         * @description Needs the `manageshops` permission. The shop starts active. 400 `app.shops.errors.duplicateCode` naming `code`, `badArea` naming `area.<field>` (`data.reason` says why; take codes from getProvince and getTownship), `photoNotImage` naming `photos.<index>` for an id that is not an image this merchant uploaded (/api/file/upload-image).
         */
        post: operations["postShopCreateShop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/lockShop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Locks a shop: checkout refuses new sales there (400 app.shops.errors.shopLocked) until activeShop; 404 when it is another merchant's
         * @description Needs the `manageshops` permission. 404 `dataNotFound` for an unknown id, another merchant's shop or one out of the caller's own shops; locking a locked shop answers 200. Its past sales and reports are kept.
         */
        post: operations["postShopLockShop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/shopDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One shop of the merchant with its area and photos (signed links, in order); 404 when it is another merchant's
         * @description Needs the `findshops` permission. 404 `dataNotFound` alike for an unknown id, another merchant's shop and, for an employee who sees their own shops only, a shop not assigned to them. Photo links are valid FILE_LINK_TTL_MINUTES.
         */
        post: operations["postShopShopDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/shopList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's shops (list contract; an employee whose role sees its own shops only, those): filters q (name or code, without diacritics), provinceCode, districtCode, status, id; sort name, code, createdAt; by name by default
         * @description Needs the `findshops` permission; /api/report/findShops and /api/shop/shopList answer the same. `limit` 1–100 (default 20), `skip` at most 1,000,000; past 1000 matches `count` is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`). A filter or sort field the contract does not list is 400 naming it.
         */
        post: operations["postShopShopList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/updateShop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces every field of one of the merchant's shops (the same rules as createShop); 404 when it is another merchant's
         * @description Needs the `manageshops` permission. Send every field, photos included: one left out is cleared. 404 `dataNotFound` for an unknown id, another merchant's shop or, for an employee who sees their own shops only, one not assigned to them. 400 `app.shops.errors.duplicateCode` naming `code`, `badArea` naming `area.<field>` (`data.reason` says why; take codes from getProvince and getTownship), `photoNotImage` naming `photos.<index>` for an id that is not an image this merchant uploaded (/api/file/upload-image).
         */
        post: operations["postShopUpdateShop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/activeSubmerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a locked employee: they can sign in again
         * @description Needs the `managesubmerchants` permission. 404 `dataNotFound` for an unknown id or another merchant's user; 400 `app.submerchants.errors.cannotLock` naming `id` for the owner, a third-party user or the caller themselves. Sessions ended by the lock stay ended.
         */
        post: operations["postSubmerchantActiveSubmerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/createSubmerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an employee: a first password they must change at first sign-in, or a set-password e-mail; 400 names phone, shopIds, roleId, identityNumber, email or firstPassword.*
         * @description Needs the `managesubmerchants` permission. 400 in `data.field`: `phone` already a user of the merchant (`phoneTaken`), `shopIds` not all the merchant's shops, `roleId` not an employee role or carrying permissions the caller lacks (`app.roles.errors.notHeld`, `data.actions`) or reaching every shop when the caller keeps to their own (`app.roles.errors.reachNotHeld`), `email` missing with `firstPassword.mode` `email`, `firstPassword.password` refused by the password policy or not confirmed.
         */
        post: operations["postSubmerchantCreateSubmerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/findConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The NRC configuration: the identity document types and their number patterns
         * @description Needs the `findsubmerchants` permission; fixed data, the same for every merchant. createSubmerchant and updateSubmerchant refuse an `identityNumber` that does not fit its type's pattern (400 `app.submerchants.errors.identityNumberInvalid` naming it).
         */
        post: operations["postSubmerchantFindConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/findSubmerchantList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's employees (list contract): filters q (name or phone, no diacritics), id, shopId, roleId, status; sort fullName, phone, createdAt, status, id
         * @description Needs the `findsubmerchants` permission; /api/submerchant/findSubmerchantList and /api/report/findSubmerchants answer the same. Only employees are listed, never the owner or third-party users; identity numbers come masked. `limit` 1–100 (default 20), `skip` at most 1,000,000.
         */
        post: operations["postSubmerchantFindSubmerchantList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/lockSubmerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock an employee: every session of theirs ends at once (ERR_SESSION_INVALID) and sign-in is refused; never the owner or oneself
         * @description Needs the `managesubmerchants` permission. 404 `dataNotFound` for an unknown id or another merchant's user; 400 `app.submerchants.errors.cannotLock` naming `id` for the owner, a third-party user or the caller themselves. Locking a locked employee answers 200.
         */
        post: operations["postSubmerchantLockSubmerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/roleChoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's roles an employee may be given (never one the owner or a third-party user holds), by name
         * @description Needs the `findsubmerchants` permission. A `roleId` outside this list is refused by createSubmerchant and updateSubmerchant (400 `app.submerchants.errors.roleNotAllowed`); one listed may still be refused when it carries permissions the caller lacks (400 `app.roles.errors.notHeld`).
         */
        post: operations["postSubmerchantRoleChoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/submerchantDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One employee of the merchant (identity number masked); 404 for another merchant's id or the owner
         * @description Needs the `findsubmerchants` permission. 404 `dataNotFound` alike for an unknown id, another merchant's user, the owner and a third-party user.
         */
        post: operations["postSubmerchantSubmerchantDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/submerchant/updateSubmerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an employee's details, shops and role (identityNumber left out or masked keeps the stored one). A new e-mail, phone or role takes the caller's `password` again or a passkey or app code as `stepUp` (400 passwordRequired / passwordWrong naming password, throttled like sign-in); only the owner changes another employee's e-mail or phone (400 contactOwnerOnly), which ends the employee's sessions and remembered devices and tells the old address
         * @description Needs the `managesubmerchants` permission. 404 `dataNotFound` alike for an unknown id, another merchant's user, the owner and a third-party user. Nobody changes their own role (400 `roleNotAllowed` naming `roleId`) or gives a role with permissions they lack (400 `app.roles.errors.notHeld`) or, keeping to their own shops, one reaching every shop (400 `app.roles.errors.reachNotHeld`); a wrong `password` counts as a failed sign-in, too many from this address answer 429 `app.auth.tooManyAttempts`: wait `Retry-After`. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password.
         */
        post: operations["postSubmerchantUpdateSubmerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/township/getTownship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The units under a unit (list contract): legacy `provinceCode` → its districts, legacy `provinceCode` + `districtCode` → the district's wards, 2025 `provinceCode` → the province's wards (no districts). A code that is not a unit of the system (or a district outside the province) is a 400 naming the field. queryInput `name: { contains }` without diacritics
         * @description Any signed-in user: the same reference data for every merchant. 400 with `data.field` `provinceCode` when it is not a province of `system`, `districtCode` when sent with the 2025 system or not a district of that province; take the codes from getProvince (and from this call for districts). Without `limit`, every unit (at most 1000).
         */
        post: operations["postTownshipGetTownship"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/cancelTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a transfer waiting for its SMS code: its hold is released and its code stops working at once. One already expired or cancelled answers its state; a completed one 409 app.money.errors.alreadyCompleted
         * @description Needs the `movemoney` permission. 404 `app.money.errors.transferNotFound` naming `transferId` for an unknown id or another merchant's transfer. Safe to repeat: a transfer no longer waiting answers its state unchanged.
         */
        post: operations["postTransactionCancelTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/confirmTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A transfer's state: awaiting_code, completed, expired or cancelled
         * @description Needs the `movemoney` permission. A transfer past its code time is expired (its hold released) before it is read. 404 `app.money.errors.transferNotFound` naming `transferId` for an unknown id or another merchant's transfer.
         */
        post: operations["postTransactionConfirmTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/findTransfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's transfers, newest first (list contract): filter status
         * @description Needs the `merchantinfo` or the `movemoney` permission; every transfer of the merchant, whoever asked for it. Account numbers come masked; `limit` 1–100 (default 20).
         */
        post: operations["postTransactionFindTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/listBankAccountsByUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's bank accounts (list contract): bank, number masked to its last 4 digits, holder, verified; filter verified
         * @description Needs the `merchantinfo` or the `movemoney` permission. Only a `verified` account can receive a transfer (requestTransaction); `limit` 1–100 (default 20).
         */
        post: operations["postTransactionListBankAccountsByUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/merchantSaleReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sales over time: successful payments and top-ups (count) and their amount less successful refunds, in đồng, per local day (Asia/Ho_Chi_Minh); every day of the range, or every month above 62 days, zeros included; at most 732 days
         * @description Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the shops assigned to them. 400 naming `to` when it is before `from` or more than 732 days after it. A `shopId` outside the caller's shops answers zeros, not an error.
         */
        post: operations["postTransactionMerchantSaleReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/requestTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Holds `amount` for a transfer to a verified bank account of the merchant and sends an SMS code to the owner's phone, unless the owner itself asks and has a passkey or an authenticator app (`data.factors` lists the ways, the SMS last). Header Idempotency-Key: the same key and body answer the first answer again (refusals included), another body 422, missing key 400
         * @description Needs the `movemoney` permission. `data.factors`: `['sms']` when the code went to the owner's phone; for the owner account with a passkey or an active app, e.g. `['passkey', 'totp', 'sms']` and no SMS went: confirm with verifyTransaction's `factor`, or ask sendTransferCode for the SMS. An employee holding `movemoney` always gets the SMS code to the owner's phone. 404 `app.money.errors.accountNotFound` (unknown or another merchant's) or 400 `accountNotVerified` naming `bankAccountId`; 400 `belowMinimum` (`data.min`), `overDailyLimit` (`data.remaining`) or `overBalance` (`data.available`) naming `amount`; 409 `tooManyAwaiting` (3 transfers already wait for their code: verify or cancel one) or `noOwnerPhone`; 429 `codesLimited`: wait `Retry-After`; 503 when the SMS cannot be sent (the hold is released).
         */
        post: operations["postTransactionRequestTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/sendTransferCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * "Use another way": texts a new SMS code for a transfer awaiting its confirmation to the owner's phone (an earlier code stops working); it works until the transfer's `expiresAt`
         * @description Needs the `movemoney` permission. For the owner who confirms with a passkey or an app but would rather use the SMS, or a code that did not arrive. Shares requestTransaction's send limit (429 `app.money.errors.codesLimited`: wait `Retry-After`). 404 `transferNotFound` naming `transferId` for an unknown id or another merchant's transfer; 409 `transferExpired` (`data.status`); 503 when the SMS cannot be sent (the transfer still awaits its confirmation).
         */
        post: operations["postTransactionSendTransferCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/shopSaleReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sales per shop: successful payments and top-ups (count) and their amount less successful refunds, in đồng, per local day (Asia/Ho_Chi_Minh); every shop of the caller, best first
         * @description Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the shops assigned to them. 400 naming `to` when it is before `from` or more than 732 days after it. Shops without sales are listed with zeros; `limit` (1–50) keeps the best ones only.
         */
        post: operations["postTransactionShopSaleReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/topSellingSubmerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top employees: successful payments and top-ups (count) and their amount less successful refunds, in đồng, per local day (Asia/Ho_Chi_Minh); the best `limit` (default 5) by amount
         * @description Needs the `findtransactions` permission; an employee whose role sees its own shops only reads the sales of the shops assigned to them. 400 naming `to` when it is before `from` or more than 732 days after it. `limit` 1–50; sales recorded without an employee are not ranked.
         */
        post: operations["postTransactionTopSellingSubmerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/transferLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The transfer limits: the minimum, the daily limit and what today already used (completed and awaiting), the code's minutes
         * @description Needs the `movemoney` permission. Send an empty object. The limits are the server's TRANSFER_MIN, TRANSFER_DAILY_LIMIT and TRANSFER_CODE_MINUTES; check an amount against them before requestTransaction.
         */
        post: operations["postTransactionTransferLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/transferPasskeyOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WebAuthn options for confirming a transfer with the owner's passkey: give them to the browser's navigator.credentials.get (startAuthentication of @simplewebauthn/browser) and send its answer to verifyTransaction with `factor: 'passkey'`
         * @description Needs the `movemoney` permission; the owner account with a passkey only (requestTransaction's `factors` has `passkey`), else 400 `app.money.errors.codeWrong`. The challenge is bound to this transfer and its amount, taken once, valid 5 minutes. 404 `transferNotFound` naming `transferId` for an unknown id or another merchant's transfer; 409 `transferExpired` (`data.status`) when it no longer awaits its confirmation.
         */
        post: operations["postTransactionTransferPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transaction/verifyTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Completes a transfer with its SMS code (bound to the transfer and its amount), or the owner's authenticator app code or passkey (`factor`), and answers it; a completed transfer answers its state again. Wrong answer: 400 with data.triesLeft; the fifth wrong or an expired code: 409, the transfer expired and its hold released
         * @description Needs the `movemoney` permission. `factor`: `sms` (default) or `totp` with `otp` (six digits; an app code works once), `passkey` with `passkey` (the browser's answer to transferPasskeyOptions' options). `totp` and `passkey` are the owner account's only, and only when it has that factor (requestTransaction's `factors`): anyone else is answered 400 `codeWrong`. 404 `app.money.errors.transferNotFound` for an unknown or another merchant's `transferId`; 400 `codeWrong` naming `otp` (or `passkey`), counted like a wrong SMS code; 409 `transferExpired` (`data.status`): request a new transfer. Wrong codes are limited per merchant across transfers (TRANSFER_CODE_WRONG_PER_HOUR): 429 `codeTriesLimited`, wait `Retry-After`.
         */
        post: operations["postTransactionVerifyTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/create-captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new captcha image; its answer is checked (once) by the sign-in and forgot-password calls. CAPTCHA_RATE_PER_MINUTE per address
         * @description Public. `data` is the SVG image, `id` the value to send as `captchaId`; the answer is valid 2 minutes and for one check, right or wrong (then draw a new one). Over CAPTCHA_RATE_PER_MINUTE from one address: 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        get: operations["getUserCreateCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{phone}/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's loyalty points at the merchant, by Vietnamese mobile number (0901234567, +84901234567); an unknown customer has 0. Scope points:read. Authorization: Bearer <API key>. 401 app.apiKey.invalid for a missing, unknown, revoked or expired key alike; 403 app.apiKey.scopeMissing (data.scope) or app.apiKey.ipNotAllowed; 429 app.apiKey.tooManyRequests with Retry-After (past the key's calls a minute, or past 20 keys that do not work from one address in a minute).
         * @description No session: an API key with the `points:read` scope. 400 naming `phone` when it is not a Vietnamese mobile number; an unknown customer answers `balance` 0, not 404. `phone` comes back as 10 digits (0xxxxxxxxx).
         */
        get: operations["getV1CustomersPhonePoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's shops by name: status (active | locked), limit (≤ 100), skip. Scope shops:read. Authorization: Bearer <API key>. 401 app.apiKey.invalid for a missing, unknown, revoked or expired key alike; 403 app.apiKey.scopeMissing (data.scope) or app.apiKey.ipNotAllowed; 429 app.apiKey.tooManyRequests with Retry-After (past the key's calls a minute, or past 20 keys that do not work from one address in a minute).
         * @description No session: an API key with the `shops:read` scope. Locked shops are listed too unless `status` is given; 400 naming the query parameter that is unknown or malformed. At most API_KEY_RATE_PER_MINUTE calls a minute per key.
         */
        get: operations["getV1Shops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's transactions, newest first: from/to bound createdAt (ISO 8601, both included), status, limit (≤ 100), skip. Scope transactions:read. Authorization: Bearer <API key>. 401 app.apiKey.invalid for a missing, unknown, revoked or expired key alike; 403 app.apiKey.scopeMissing (data.scope) or app.apiKey.ipNotAllowed; 429 app.apiKey.tooManyRequests with Retry-After (past the key's calls a minute, or past 20 keys that do not work from one address in a minute).
         * @description No session: an API key (createApiKey) with the `transactions:read` scope; every shop of the key's merchant. 400 naming the query parameter that is unknown or malformed, `to` when it is before `from`. Past 1000 matches `count` is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`): narrow `from`/`to` rather than paging deep. At most API_KEY_RATE_PER_MINUTE calls a minute per key.
         */
        get: operations["getV1Transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transaction of the merchant with its net amount; 404 when it is unknown or another merchant's. Scope transactions:read. Authorization: Bearer <API key>. 401 app.apiKey.invalid for a missing, unknown, revoked or expired key alike; 403 app.apiKey.scopeMissing (data.scope) or app.apiKey.ipNotAllowed; 429 app.apiKey.tooManyRequests with Retry-After (past the key's calls a minute, or past 20 keys that do not work from one address in a minute).
         * @description No session: an API key with the `transactions:read` scope. 400 naming `id` when it is not a positive whole number; 404 `dataNotFound` alike for an unknown id and another merchant's transaction. `netAmount` is what the merchant keeps.
         */
        get: operations["getV1TransactionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a voucher as the review and approval screens show it: its fields, lifecycle state and approval
         * @description Staff with the `approvevouchers` permission, on vouchers of their own tenant. `state` is the state today (active and expired follow from the dates); `reason` the reject or block reason. 404 `dataNotFound` for an unknown id or another tenant's voucher.
         */
        get: operations["getVouchersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A voucher's state history, newest first: who, when, from which state to which, and the reason
         * @description Staff with the `approvevouchers` permission, on vouchers of their own tenant. The first row is the creation (`from` null → submitted); `user` is null when no user is on record. 404 `dataNotFound` for an unknown id or another tenant's voucher.
         */
        get: operations["getVouchersIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a voucher and its approval by voucher key, the code (spec §3); approval is null until approved
         * @description Staff with the `approvevouchers` permission, on vouchers of their own tenant. `state` is the state today (active and expired follow from the dates); `reason` the reject or block reason. 404 `dataNotFound` when no voucher of the tenant has that code.
         */
        get: operations["getVouchersApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/block-voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block an approved or active voucher with a reason (required, at most 1000 characters)
         * @description Staff with the `approvevouchers` permission, on vouchers of their own tenant. 400 `app.vouchers.blockReasonRequired` or `blockReasonTooLong` naming `blockMessage` in `data.field`; 400 `app.vouchers.refusedBlock` with `data: { id, state }` from any other state. 404 `dataNotFound` for an unknown voucher or another tenant's; 409 `app.vouchers.conflict` when `expectedState` is sent and the voucher is no longer in it, or another user changed it first: `data: { id, state }` holds the fresh state, show it and let the user decide again.
         */
        post: operations["postVouchersBlockVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/create_approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a synced voucher by its key, the voucher code, and its id (spec §7 create_approve; synced → approved)
         * @description Staff with the `approvevouchers` permission, on vouchers of their own tenant. `id`: the voucher meant (404 unless its code is `voucher`); without it, 409 `app.vouchers.codeNotUnique` (`data.ids`) while more than one voucher has the code. 400 `app.vouchers.refusedApprove` with `data: { id, state }` when the voucher is not synced. 404 `dataNotFound` for an unknown voucher or another tenant's; 409 `app.vouchers.conflict` when `expectedState` is sent and the voucher is no longer in it, or another user changed it first: `data: { id, state }` holds the fresh state, show it and let the user decide again.
         */
        post: operations["postVouchersCreateApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/phones/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import customers' phone numbers for a voucher: one batch of numbered lines → added, already there, refused lines
         * @description At most 5000 lines a call (the app sends a file in batches). Each line is read as a Vietnamese mobile number (0901234567, +84901234567, 84901234567, spaces, dots, dashes, brackets; 2018's 11-digit prefixes mapped) and stored as 0xxxxxxxxx in page 45's records (model voucher-phones), once per voucher and number: numbers already there (earlier in the batch or imported before) count as `existing`, so a batch sent again adds 0. Refused lines come back with their line number and reason (empty, notANumber, wrongLength, notMobilePrefix). The voucher is the code of one of the signed-in owner's partner vouchers; another → 404 naming `voucher` in data.field
         */
        post: operations["postVouchersPhonesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one voucher by id or code (query, or queryInput {id} / {voucher}) → voucherInfo, partnerInfo, shopInfos
         * @description The id wins over the code; neither → 400 invalidParam naming id; a voucher of another tenant or none → 404 dataNotFound. Addresses of the owner's files among the images are answered as signed links.
         */
        get: operations["getVouchersRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/reject-voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a submitted or synced voucher with a reason (required, at most 1000 characters)
         * @description Staff with the `approvevouchers` permission, on vouchers of their own tenant. 400 `app.vouchers.rejectReasonRequired` or `rejectReasonTooLong` naming `reason` in `data.field`; 400 `app.vouchers.refusedReject` with `data: { id, state }` from any other state. 404 `dataNotFound` for an unknown voucher or another tenant's; 409 `app.vouchers.conflict` when `expectedState` is sent and the voucher is no longer in it, or another user changed it first: `data: { id, state }` holds the fresh state, show it and let the user decide again.
         */
        post: operations["postVouchersRejectVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/sync-voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a submitted voucher with the partner system (submitted → synced; records syncedAt)
         * @description Staff with the `approvevouchers` permission, on vouchers of their own tenant. 400 `app.vouchers.refusedSync` (`blockedCannotSync` for a blocked one) with `data: { id, state }` when the voucher is not submitted. 404 `dataNotFound` for an unknown voucher or another tenant's; 409 `app.vouchers.conflict` when `expectedState` is sent and the voucher is no longer in it, or another user changed it first: `data: { id, state }` holds the fresh state, show it and let the user decide again.
         */
        post: operations["postVouchersSyncVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/createWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new webhook endpoint: answers its signing `secret` (whsec_…) this once. Takes the user's password again; at most 20 endpoints a merchant (409 app.webhooks.errors.tooManyEndpoints)
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). `url` must be https:// (http:// only to a loopback address while WEBHOOK_ALLOW_LOOPBACK is on, in development); a literal private, loopback, link-local or unique-local address is refused here (400 `app.webhooks.errors.urlRefused` naming `url`), a name that resolves to one is refused at each delivery. Each event type needs what the portal needs to show the same thing (transaction.*: findtransactions; settlement.updated: settlementpointhistory; transfer.completed: merchantinfo or movemoney; apiKey.revoked: findapikeys): a type the user lacks is 400 `app.webhooks.errors.typeNotHeld` naming `eventTypes` with `data.types`. Events are delivered, and listed in the log, only while the user holds it, and a user kept to their own shops gets the sales of their shops only. Store `secret` at once: it cannot be read again (roll it if lost). Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` answers 400 `app.webhooks.errors.passwordWrong` on `password` and counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postWebhookCreateWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/deleteWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a webhook endpoint with its deliveries and attempts; the merchant's events stay in the log
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's.
         */
        post: operations["postWebhookDeleteWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/detailWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One webhook endpoint of the merchant (no secret); 404 when it is another merchant's
         * @description Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. `previousSecretUntil` is set while a rolled secret's predecessor still signs too.
         */
        post: operations["postWebhookDetailWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/disableWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disables a webhook endpoint: nothing more is sent to it (pending deliveries are dropped) until enableWebhookEndpoint
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. Events keep being written; resendWebhookEvents sends those of a range once it is enabled.
         */
        post: operations["postWebhookDisableWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/enableWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enables a disabled or failing webhook endpoint again
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. A failing endpoint also turns enabled by itself at its next successful delivery.
         */
        post: operations["postWebhookEnableWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/findWebhookAttempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every delivery attempt of the last 30 days, newest first: time, HTTP status (null: no answer), duration, the answer's first bytes; filters eventId, endpointId
         * @description Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). Only the attempts of events the user may read (as findWebhookEvents). `response` holds at most 1 KiB of the answer, or why there was none (timeout, refused address).
         */
        post: operations["postWebhookFindWebhookAttempts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/findWebhookEndpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's webhook endpoints (list contract), newest first; filter status (enabled | disabled | failing). Never a secret
         * @description Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). `limit` 1–100 (default 20). Each row's `lastDelivery` is its latest delivery attempt of any event (time; delivered, or failed with the HTTP status, null for no answer), or null when there is none in the kept 30 days.
         */
        post: operations["postWebhookFindWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/findWebhookEvents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The merchant's webhook events of the last 30 days, newest first, with each endpoint's delivery: filters type, outcome (pending | delivered | failed | none), endpointId, createdAt { gte, lte }
         * @description Third-party users with the `findapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). Only the types the user may read (and of those, a user kept to their own shops sees their shops' sales). `outcome` is over the event's deliveries: failed if any failed for good, delivered if all were, none if no endpoint wanted it. `data` is what the partner API returns for the thing that changed.
         */
        post: operations["postWebhookFindWebhookEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/resendWebhookEvent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends one event again, with the same id, to one endpoint (endpointId) or to every endpoint it went to (else every endpoint that wants its type); a fresh day of retries
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. Receivers should treat the event id as the key that makes a second delivery harmless.
         */
        post: operations["postWebhookResendWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/resendWebhookEvents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends again, to one endpoint, every event of a time range (at most 1000, within the last 30 days) of the types it wants (or of `type`), with their ids
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. `to` before `from` is 400 naming `to`. Answers how many were queued.
         */
        post: operations["postWebhookResendWebhookEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/rollWebhookSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, answered this once as `secret`; the old one signs too (a second v1 in the header) for overlapHours (0–72, default 24). Takes the user's password again; 404 when it is another merchant's, 403 app.webhooks.errors.notOwnEndpoint when another user of the merchant added it
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. Move the receiver to the new secret before `previousSecretUntil`; a secret still in an earlier roll's overlap stops now. Send `password` (the caller's, typed again) or, for a caller with an authenticator app or a passkey, `stepUp` instead: `{ factor: 'totp', code }` or `{ factor: 'passkey', passkey }` (the browser's answer to security/stepUpPasskeyOptions' options). A refused `stepUp` is 400 `app.factors.errors.stepUpRefused` naming `stepUp`, counted like a wrong password. A wrong `password` answers 400 `app.webhooks.errors.passwordWrong` on `password` and counts as a failed sign-in: too many from this address, 429 `app.auth.tooManyAttempts`, wait `Retry-After`.
         */
        post: operations["postWebhookRollWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/sendTestWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a `webhook.test` event to this endpoint only, signed like any other; answers the event (its attempts follow in the log)
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. 409 `app.webhooks.errors.endpointDisabled` for a disabled endpoint.
         */
        post: operations["postWebhookSendTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/updateWebhookEndpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces a webhook endpoint's URL, description and event types (the secret stays: roll it); 404 when it is another merchant's, 403 app.webhooks.errors.notOwnEndpoint when another user of the merchant added it (its deliveries follow that user's rights)
         * @description Third-party users with the `manageapikeys` permission only (any other user type: 403 `app.apiKeys.errors.thirdPartyOnly`). 404 `dataNotFound` alike for an unknown id and another merchant's. `url` must be https:// (http:// only to a loopback address while WEBHOOK_ALLOW_LOOPBACK is on, in development); a literal private, loopback, link-local or unique-local address is refused here (400 `app.webhooks.errors.urlRefused` naming `url`), a name that resolves to one is refused at each delivery. Each event type needs what the portal needs to show the same thing (transaction.*: findtransactions; settlement.updated: settlementpointhistory; transfer.completed: merchantinfo or movemoney; apiKey.revoked: findapikeys): a type the user lacks is 400 `app.webhooks.errors.typeNotHeld` naming `eventTypes` with `data.types`. Events are delivered, and listed in the log, only while the user holds it, and a user kept to their own shops gets the sales of their shops only.
         */
        post: operations["postWebhookUpdateWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: {
        /** @description Bad Request: a field is missing or invalid (`data.field` names its path, e.g. `shop.phone` or `apis.2.url`, `data.issues` lists every problem), the JSON is malformed, or a business rule refused the request (the message key says which). */
        BadRequest: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: null | {
                        /** @description path of the first bad field */
                        field?: string;
                        issues?: {
                            code: string;
                            /** @description too_big: the most allowed */
                            maximum?: number;
                            message: string;
                            /** @description too_small: the least allowed (length, value or items) */
                            minimum?: number;
                            /** @description too_small / too_big: what was measured (string, number, array) */
                            origin?: string;
                            path: string;
                            /**
                             * @description invalid_type: the field was left out
                             * @constant
                             */
                            received?: "undefined";
                        }[];
                    };
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 400;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Conflict: the request clashes with stored data (a record still referred to, a transfer that expired, a job still running, the same idempotency key still being served); the message says how. */
        Conflict: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 409;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Forbidden: the caller's role lacks the permission the call needs, the first password must be changed first, or a signed link is expired or altered. */
        Forbidden: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 403;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Gone: the file or the one-time link existed but is no longer served. */
        Gone: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 410;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Internal Server Error: an unexpected failure; no detail is given (the server logs it). */
        InternalServerError: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: null;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 500;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Data Not Found: the id is unknown, or belongs to another merchant (the answer is the same). */
        NotFound: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 404;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Payload Too Large: the body, a file, an image's pixels or the merchant's storage quota is over its limit. */
        PayloadTooLarge: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 413;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Precondition failed: the `If-Match` version is no longer the current one, or `If-None-Match: *` met a stored one; someone else wrote first. `data.version` is the current version (null: none). */
        PreconditionFailed: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 412;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Service Unavailable: a service the call depends on (the database, the SMS gateway) cannot be reached; try again later (after `Retry-After` seconds when it is sent: the database restarting or out of reach). A write refused so was not made: send it again, with the same Idempotency-Key where the call takes one. */
        ServiceUnavailable: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                /** @description Seconds to wait before trying again (the database out of reach) */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 503;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Too Many Requests: a rate limit was reached; wait `Retry-After` seconds (also in `data.retryAfterSeconds`). */
        TooManyRequests: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: null | {
                        /** Format: int64 */
                        retryAfterSeconds?: number;
                    };
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 429;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Unauthorized: no session was sent (err 401), or the session is unknown, expired, revoked or its Token header does not match (err 8013): sign in again. When a lock of the user or merchant ended the session, the message is `app.auth.accountLocked` (signing in is refused too until the owner activates it). For the partner API: no valid API key. */
        Unauthorized: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: null;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 401 | 8013;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Unprocessable Content: the Idempotency-Key was already used with another body. */
        UnprocessableContent: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 422;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
        /** @description Unsupported Media Type: the body is not in a content type the call reads (JSON, or multipart for uploads). */
        UnsupportedMediaType: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description what the refusal says beyond the message */
                    data: unknown;
                    /**
                     * Format: int64
                     * @description the error code (spec §8)
                     * @enum {integer}
                     */
                    err: 415;
                    /** @description a message key the app translates, or a short English text */
                    message: string;
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description What is left of each limit in `RateLimit-Policy`, in the same order: `"<name>";r=<requests left>;t=<seconds until a place is given back>`. At `r=0` the next call answers 429 until `t` seconds have passed.
         * @example "api";r=598;t=41, "partnerApi";r=57;t=41
         */
        RateLimit: string;
        /**
         * @description The limits this call counted against (draft-ietf-httpapi-ratelimit-headers): one `"<name>";q=<requests>;w=<seconds>` item per limit. The limits:
         *     - `api`: every call, API_RATE_PER_MINUTE (600) a minute per session, API key, or address when neither is sent, counted by each server process;
         *     - `signin-ip`: sign-in and forgot-password calls, SIGNIN_RATE_PER_MINUTE (30) a minute per address;
         *     - `captcha-ip`: new captchas, CAPTCHA_RATE_PER_MINUTE (60) a minute per address;
         *     - `report-user`: report pages and CSV files, REPORT_RATE_PER_MINUTE (10) a minute per user;
         *     - `upload-user`: uploads, UPLOAD_RATE_PER_MINUTE (60) a minute per user;
         *     - `partnerApi`: the partner API, API_KEY_RATE_PER_MINUTE (60) a minute per API key;
         *     - `partnerApiInvalid`: partner API calls with a missing or unusable key, 20 a minute per address.
         * @example "api";q=600;w=60, "partnerApi";q=60;w=60
         */
        RateLimitPolicy: string;
        /**
         * @description Seconds to wait before trying again (also in `data.retryAfterSeconds`).
         * @example 42
         */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminGetMeta: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 70,
                     *         "name": "Thông báo cửa hàng",
                     *         "resource": "store-notices",
                     *         "action": "managerecords",
                     *         "icon": "list",
                     *         "read": "read",
                     *         "api": "update",
                     *         "schema": [
                     *           {
                     *             "field": "title",
                     *             "name": "Tiêu đề",
                     *             "widget": "Text",
                     *             "type": "text",
                     *             "required": true
                     *           },
                     *           {
                     *             "field": "startDate",
                     *             "name": "Ngày bắt đầu",
                     *             "widget": "Date",
                     *             "required": true
                     *           }
                     *         ],
                     *         "buttons": [
                     *           {
                     *             "title": "Lưu",
                     *             "mode": [
                     *               "edit",
                     *               "changed"
                     *             ],
                     *             "type": "submit",
                     *             "action": "api",
                     *             "api": "update",
                     *             "color": "primary",
                     *             "icon": "save"
                     *           }
                     *         ],
                     *         "apis": [
                     *           {
                     *             "name": "read",
                     *             "url": "/api/records/store-notices",
                     *             "method": "GET",
                     *             "type": "read"
                     *           },
                     *           {
                     *             "name": "update",
                     *             "url": "/api/records/store-notices",
                     *             "method": "PATCH",
                     *             "type": "update"
                     *           }
                     *         ],
                     *         "languages": [
                     *           {
                     *             "code": "vi",
                     *             "name": "Vietnamese"
                     *           },
                     *           {
                     *             "code": "en",
                     *             "name": "English"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @default managerecords */
                            action: string;
                            api?: string;
                            /** @default [] */
                            apis: {
                                action?: string;
                                controller?: string;
                                /**
                                 * @default POST
                                 * @enum {string}
                                 */
                                method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                                name: string;
                                /** @enum {string} */
                                type?: "list" | "read" | "create" | "update" | "delete" | "basic";
                                url: string;
                            }[];
                            /** @default [] */
                            buttons: {
                                /** @enum {string} */
                                action: "url" | "api" | "formModal" | "report";
                                api?: string;
                                apiBasic?: boolean;
                                backOnDone?: boolean;
                                /** @enum {string} */
                                color?: "primary" | "secondary" | "success" | "error" | "info" | "warning" | "inherit";
                                confirm?: string | {
                                    en?: string;
                                    vi?: string;
                                };
                                embedUrl?: boolean;
                                hideExpression?: string;
                                /** @enum {string} */
                                icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                                mode?: unknown;
                                pageId?: number;
                                requires?: {
                                    field: string;
                                    message: string | {
                                        en?: string;
                                        vi?: string;
                                    };
                                }[];
                                title: string | {
                                    en?: string;
                                    vi?: string;
                                };
                                /** @enum {string} */
                                type?: "button" | "submit";
                                url?: string;
                            }[];
                            group?: boolean;
                            /** @enum {string} */
                            icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                            id: number;
                            /**
                             * @default [
                             *       {
                             *         "code": "vi",
                             *         "name": "Vietnamese"
                             *       },
                             *       {
                             *         "code": "en",
                             *         "name": "English"
                             *       }
                             *     ]
                             */
                            languages: {
                                code: string;
                                name: string;
                            }[];
                            list?: {
                                columns?: string[];
                                filters?: string[];
                                sort?: {
                                    field: string;
                                    /**
                                     * @default ASC
                                     * @enum {string}
                                     */
                                    order: "ASC" | "DESC";
                                };
                            };
                            name: string | {
                                en?: string;
                                vi?: string;
                            };
                            queryParams?: string[];
                            read?: string;
                            resource?: string;
                            /** @default [] */
                            schema: unknown[];
                            /** @enum {string} */
                            view?: "form" | "voucherPreview";
                        } | {
                            /** @default managerecords */
                            action: string;
                            api?: string;
                            /** @default [] */
                            apis: {
                                action?: string;
                                controller?: string;
                                /**
                                 * @default POST
                                 * @enum {string}
                                 */
                                method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                                name: string;
                                /** @enum {string} */
                                type?: "list" | "read" | "create" | "update" | "delete" | "basic";
                                url: string;
                            }[];
                            /** @default [] */
                            buttons: {
                                /** @enum {string} */
                                action: "url" | "api" | "formModal" | "report";
                                api?: string;
                                apiBasic?: boolean;
                                backOnDone?: boolean;
                                /** @enum {string} */
                                color?: "primary" | "secondary" | "success" | "error" | "info" | "warning" | "inherit";
                                confirm?: string | {
                                    en?: string;
                                    vi?: string;
                                };
                                embedUrl?: boolean;
                                hideExpression?: string;
                                /** @enum {string} */
                                icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                                mode?: unknown;
                                pageId?: number;
                                requires?: {
                                    field: string;
                                    message: string | {
                                        en?: string;
                                        vi?: string;
                                    };
                                }[];
                                title: string | {
                                    en?: string;
                                    vi?: string;
                                };
                                /** @enum {string} */
                                type?: "button" | "submit";
                                url?: string;
                            }[];
                            group?: boolean;
                            /** @enum {string} */
                            icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                            id: number;
                            /**
                             * @default [
                             *       {
                             *         "code": "vi",
                             *         "name": "Vietnamese"
                             *       },
                             *       {
                             *         "code": "en",
                             *         "name": "English"
                             *       }
                             *     ]
                             */
                            languages: {
                                code: string;
                                name: string;
                            }[];
                            list?: {
                                columns?: string[];
                                filters?: string[];
                                sort?: {
                                    field: string;
                                    /**
                                     * @default ASC
                                     * @enum {string}
                                     */
                                    order: "ASC" | "DESC";
                                };
                            };
                            name: string | {
                                en?: string;
                                vi?: string;
                            };
                            queryParams?: string[];
                            read?: string;
                            resource?: string;
                            /** @default [] */
                            schema: unknown[];
                            /** @enum {string} */
                            view?: "form" | "voucherPreview";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 70,
                     *           "name": "Thông báo cửa hàng",
                     *           "resource": "store-notices",
                     *           "action": "managerecords",
                     *           "icon": "list",
                     *           "read": "read",
                     *           "api": "update",
                     *           "schema": [
                     *             {
                     *               "field": "title",
                     *               "name": "Tiêu đề",
                     *               "widget": "Text",
                     *               "type": "text",
                     *               "required": true
                     *             },
                     *             {
                     *               "field": "startDate",
                     *               "name": "Ngày bắt đầu",
                     *               "widget": "Date",
                     *               "required": true
                     *             }
                     *           ],
                     *           "buttons": [
                     *             {
                     *               "title": "Lưu",
                     *               "mode": [
                     *                 "edit",
                     *                 "changed"
                     *               ],
                     *               "type": "submit",
                     *               "action": "api",
                     *               "api": "update",
                     *               "color": "primary",
                     *               "icon": "save"
                     *             }
                     *           ],
                     *           "apis": [
                     *             {
                     *               "name": "read",
                     *               "url": "/api/records/store-notices",
                     *               "method": "GET",
                     *               "type": "read"
                     *             },
                     *             {
                     *               "name": "update",
                     *               "url": "/api/records/store-notices",
                     *               "method": "PATCH",
                     *               "type": "update"
                     *             }
                     *           ],
                     *           "languages": [
                     *             {
                     *               "code": "vi",
                     *               "name": "Vietnamese"
                     *             },
                     *             {
                     *               "code": "en",
                     *               "name": "English"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @default managerecords */
                            action: string;
                            api?: string;
                            /** @default [] */
                            apis: {
                                action?: string;
                                controller?: string;
                                /**
                                 * @default POST
                                 * @enum {string}
                                 */
                                method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                                name: string;
                                /** @enum {string} */
                                type?: "list" | "read" | "create" | "update" | "delete" | "basic";
                                url: string;
                            }[];
                            /** @default [] */
                            buttons: {
                                /** @enum {string} */
                                action: "url" | "api" | "formModal" | "report";
                                api?: string;
                                apiBasic?: boolean;
                                backOnDone?: boolean;
                                /** @enum {string} */
                                color?: "primary" | "secondary" | "success" | "error" | "info" | "warning" | "inherit";
                                confirm?: string | {
                                    en?: string;
                                    vi?: string;
                                };
                                embedUrl?: boolean;
                                hideExpression?: string;
                                /** @enum {string} */
                                icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                                mode?: unknown;
                                pageId?: number;
                                requires?: {
                                    field: string;
                                    message: string | {
                                        en?: string;
                                        vi?: string;
                                    };
                                }[];
                                title: string | {
                                    en?: string;
                                    vi?: string;
                                };
                                /** @enum {string} */
                                type?: "button" | "submit";
                                url?: string;
                            }[];
                            group?: boolean;
                            /** @enum {string} */
                            icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                            id: number;
                            /**
                             * @default [
                             *       {
                             *         "code": "vi",
                             *         "name": "Vietnamese"
                             *       },
                             *       {
                             *         "code": "en",
                             *         "name": "English"
                             *       }
                             *     ]
                             */
                            languages: {
                                code: string;
                                name: string;
                            }[];
                            list?: {
                                columns?: string[];
                                filters?: string[];
                                sort?: {
                                    field: string;
                                    /**
                                     * @default ASC
                                     * @enum {string}
                                     */
                                    order: "ASC" | "DESC";
                                };
                            };
                            name: string | {
                                en?: string;
                                vi?: string;
                            };
                            queryParams?: string[];
                            read?: string;
                            resource?: string;
                            /** @default [] */
                            schema: unknown[];
                            /** @enum {string} */
                            view?: "form" | "voucherPreview";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAdminPagesId: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The version the editor opened, as a tag ("8"): the save is refused (412) if another was saved since
                 * @example "8"
                 */
                "if-match"?: string;
                /** @description `*`: save only a page that does not exist yet (412 otherwise) */
                "if-none-match"?: "*";
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description A page definition (docs/page-definitions.md); `id` may be left out, it then comes from the path */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 70,
                 *       "name": "Thông báo cửa hàng",
                 *       "resource": "store-notices",
                 *       "action": "managerecords",
                 *       "icon": "list",
                 *       "read": "read",
                 *       "api": "update",
                 *       "schema": [
                 *         {
                 *           "field": "title",
                 *           "name": "Tiêu đề",
                 *           "widget": "Text",
                 *           "type": "text",
                 *           "required": true
                 *         },
                 *         {
                 *           "field": "startDate",
                 *           "name": "Ngày bắt đầu",
                 *           "widget": "Date",
                 *           "required": true
                 *         }
                 *       ],
                 *       "buttons": [
                 *         {
                 *           "title": "Lưu",
                 *           "mode": [
                 *             "edit",
                 *             "changed"
                 *           ],
                 *           "type": "submit",
                 *           "action": "api",
                 *           "api": "update",
                 *           "color": "primary",
                 *           "icon": "save"
                 *         }
                 *       ],
                 *       "apis": [
                 *         {
                 *           "name": "read",
                 *           "url": "/api/records/store-notices",
                 *           "method": "GET",
                 *           "type": "read"
                 *         },
                 *         {
                 *           "name": "update",
                 *           "url": "/api/records/store-notices",
                 *           "method": "PATCH",
                 *           "type": "update"
                 *         }
                 *       ],
                 *       "languages": [
                 *         {
                 *           "code": "vi",
                 *           "name": "Vietnamese"
                 *         },
                 *         {
                 *           "code": "en",
                 *           "name": "English"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 70,
                     *         "version": 4,
                     *         "warnings": [
                     *           {
                     *             "path": "schema.1.default",
                     *             "message": "a Date default is ignored by the form"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 70,
                         *       "version": 4,
                         *       "warnings": [
                         *         {
                         *           "path": "schema.1.default",
                         *           "message": "a Date default is ignored by the form"
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            version: number;
                            warnings: {
                                args?: {
                                    [key: string]: string | number;
                                };
                                key?: string;
                                message: string;
                                path: string;
                            }[];
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminPagesIdRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 3
                 *     }
                 */
                "application/json": {
                    version: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 70,
                     *         "version": 4,
                     *         "warnings": [
                     *           {
                     *             "path": "schema.1.default",
                     *             "message": "a Date default is ignored by the form"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 70,
                         *       "version": 4,
                         *       "warnings": [
                         *         {
                         *           "path": "schema.1.default",
                         *           "message": "a Date default is ignored by the form"
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            version: number;
                            warnings: {
                                args?: {
                                    [key: string]: string | number;
                                };
                                key?: string;
                                message: string;
                                path: string;
                            }[];
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPagesIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "version": 4,
                     *           "createdAt": "2026-11-20T09:30:00.000Z",
                     *           "createdBy": 5,
                     *           "createdByName": "Phạm Quốc Dũng",
                     *           "restoredFrom": null,
                     *           "sameAsCurrent": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description ISO 8601 */
                            createdAt: string;
                            createdBy: number | null;
                            createdByName: string | null;
                            restoredFrom: number | null;
                            sameAsCurrent: boolean;
                            /** Format: int64 */
                            version: number;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminPagesIdVersionsVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "version": 4,
                     *         "createdAt": "2026-11-20T09:30:00.000Z",
                     *         "createdBy": 5,
                     *         "createdByName": "Phạm Quốc Dũng",
                     *         "restoredFrom": null,
                     *         "sameAsCurrent": true,
                     *         "definition": {
                     *           "id": 70,
                     *           "name": "Thông báo cửa hàng",
                     *           "resource": "store-notices",
                     *           "action": "managerecords",
                     *           "icon": "list",
                     *           "read": "read",
                     *           "api": "update",
                     *           "schema": [
                     *             {
                     *               "field": "title",
                     *               "name": "Tiêu đề",
                     *               "widget": "Text",
                     *               "type": "text",
                     *               "required": true
                     *             },
                     *             {
                     *               "field": "startDate",
                     *               "name": "Ngày bắt đầu",
                     *               "widget": "Date",
                     *               "required": true
                     *             }
                     *           ],
                     *           "buttons": [
                     *             {
                     *               "title": "Lưu",
                     *               "mode": [
                     *                 "edit",
                     *                 "changed"
                     *               ],
                     *               "type": "submit",
                     *               "action": "api",
                     *               "api": "update",
                     *               "color": "primary",
                     *               "icon": "save"
                     *             }
                     *           ],
                     *           "apis": [
                     *             {
                     *               "name": "read",
                     *               "url": "/api/records/store-notices",
                     *               "method": "GET",
                     *               "type": "read"
                     *             },
                     *             {
                     *               "name": "update",
                     *               "url": "/api/records/store-notices",
                     *               "method": "PATCH",
                     *               "type": "update"
                     *             }
                     *           ],
                     *           "languages": [
                     *             {
                     *               "code": "vi",
                     *               "name": "Vietnamese"
                     *             },
                     *             {
                     *               "code": "en",
                     *               "name": "English"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "version": 4,
                         *       "createdAt": "2026-11-20T09:30:00.000Z",
                         *       "createdBy": 5,
                         *       "createdByName": "Phạm Quốc Dũng",
                         *       "restoredFrom": null,
                         *       "sameAsCurrent": true,
                         *       "definition": {
                         *         "id": 70,
                         *         "name": "Thông báo cửa hàng",
                         *         "resource": "store-notices",
                         *         "action": "managerecords",
                         *         "icon": "list",
                         *         "read": "read",
                         *         "api": "update",
                         *         "schema": [
                         *           {
                         *             "field": "title",
                         *             "name": "Tiêu đề",
                         *             "widget": "Text",
                         *             "type": "text",
                         *             "required": true
                         *           },
                         *           {
                         *             "field": "startDate",
                         *             "name": "Ngày bắt đầu",
                         *             "widget": "Date",
                         *             "required": true
                         *           }
                         *         ],
                         *         "buttons": [
                         *           {
                         *             "title": "Lưu",
                         *             "mode": [
                         *               "edit",
                         *               "changed"
                         *             ],
                         *             "type": "submit",
                         *             "action": "api",
                         *             "api": "update",
                         *             "color": "primary",
                         *             "icon": "save"
                         *           }
                         *         ],
                         *         "apis": [
                         *           {
                         *             "name": "read",
                         *             "url": "/api/records/store-notices",
                         *             "method": "GET",
                         *             "type": "read"
                         *           },
                         *           {
                         *             "name": "update",
                         *             "url": "/api/records/store-notices",
                         *             "method": "PATCH",
                         *             "type": "update"
                         *           }
                         *         ],
                         *         "languages": [
                         *           {
                         *             "code": "vi",
                         *             "name": "Vietnamese"
                         *           },
                         *           {
                         *             "code": "en",
                         *             "name": "English"
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        data: {
                            /** @description ISO 8601 */
                            createdAt: string;
                            createdBy: number | null;
                            createdByName: string | null;
                            /**
                             * @example {
                             *       "id": 70,
                             *       "name": "Thông báo cửa hàng",
                             *       "resource": "store-notices",
                             *       "action": "managerecords",
                             *       "icon": "list",
                             *       "read": "read",
                             *       "api": "update",
                             *       "schema": [
                             *         {
                             *           "field": "title",
                             *           "name": "Tiêu đề",
                             *           "widget": "Text",
                             *           "type": "text",
                             *           "required": true
                             *         },
                             *         {
                             *           "field": "startDate",
                             *           "name": "Ngày bắt đầu",
                             *           "widget": "Date",
                             *           "required": true
                             *         }
                             *       ],
                             *       "buttons": [
                             *         {
                             *           "title": "Lưu",
                             *           "mode": [
                             *             "edit",
                             *             "changed"
                             *           ],
                             *           "type": "submit",
                             *           "action": "api",
                             *           "api": "update",
                             *           "color": "primary",
                             *           "icon": "save"
                             *         }
                             *       ],
                             *       "apis": [
                             *         {
                             *           "name": "read",
                             *           "url": "/api/records/store-notices",
                             *           "method": "GET",
                             *           "type": "read"
                             *         },
                             *         {
                             *           "name": "update",
                             *           "url": "/api/records/store-notices",
                             *           "method": "PATCH",
                             *           "type": "update"
                             *         }
                             *       ],
                             *       "languages": [
                             *         {
                             *           "code": "vi",
                             *           "name": "Vietnamese"
                             *         },
                             *         {
                             *           "code": "en",
                             *           "name": "English"
                             *         }
                             *       ]
                             *     }
                             */
                            definition: {
                                /** @default managerecords */
                                action: string;
                                api?: string;
                                /** @default [] */
                                apis: {
                                    action?: string;
                                    controller?: string;
                                    /**
                                     * @default POST
                                     * @enum {string}
                                     */
                                    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                                    name: string;
                                    /** @enum {string} */
                                    type?: "list" | "read" | "create" | "update" | "delete" | "basic";
                                    url: string;
                                }[];
                                /** @default [] */
                                buttons: {
                                    /** @enum {string} */
                                    action: "url" | "api" | "formModal" | "report";
                                    api?: string;
                                    apiBasic?: boolean;
                                    backOnDone?: boolean;
                                    /** @enum {string} */
                                    color?: "primary" | "secondary" | "success" | "error" | "info" | "warning" | "inherit";
                                    confirm?: string | {
                                        en?: string;
                                        vi?: string;
                                    };
                                    embedUrl?: boolean;
                                    hideExpression?: string;
                                    /** @enum {string} */
                                    icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                                    mode?: unknown;
                                    pageId?: number;
                                    requires?: {
                                        field: string;
                                        message: string | {
                                            en?: string;
                                            vi?: string;
                                        };
                                    }[];
                                    title: string | {
                                        en?: string;
                                        vi?: string;
                                    };
                                    /** @enum {string} */
                                    type?: "button" | "submit";
                                    url?: string;
                                }[];
                                group?: boolean;
                                /** @enum {string} */
                                icon?: "list" | "voucher" | "store" | "person" | "receipt" | "settings" | "dashboard" | "key" | "points" | "report" | "add" | "edit" | "delete" | "save" | "check" | "block" | "sync" | "phone" | "view" | "upload" | "download" | "print" | "send" | "back" | "close" | "link";
                                id: number;
                                /**
                                 * @default [
                                 *       {
                                 *         "code": "vi",
                                 *         "name": "Vietnamese"
                                 *       },
                                 *       {
                                 *         "code": "en",
                                 *         "name": "English"
                                 *       }
                                 *     ]
                                 */
                                languages: {
                                    code: string;
                                    name: string;
                                }[];
                                list?: {
                                    columns?: string[];
                                    filters?: string[];
                                    sort?: {
                                        field: string;
                                        /**
                                         * @default ASC
                                         * @enum {string}
                                         */
                                        order: "ASC" | "DESC";
                                    };
                                };
                                name: string | {
                                    en?: string;
                                    vi?: string;
                                };
                                queryParams?: string[];
                                read?: string;
                                resource?: string;
                                /** @default [] */
                                schema: unknown[];
                                /** @enum {string} */
                                view?: "form" | "voucherPreview";
                            };
                            restoredFrom: number | null;
                            sameAsCurrent: boolean;
                            /** Format: int64 */
                            version: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Đồng bộ kế toán MISA",
                 *       "scopes": [
                 *         "transactions:read",
                 *         "shops:read"
                 *       ],
                 *       "ipAllow": [
                 *         "203.113.152.0/24"
                 *       ],
                 *       "expiresAt": "2027-11-20T00:00:00.000Z",
                 *       "password": "demo-partner-2026"
                 *     }
                 */
                "application/json": {
                    expiresAt?: string | null;
                    /** @default [] */
                    ipAllow?: string[];
                    name: string;
                    password?: string;
                    scopes: ("transactions:read" | "shops:read" | "points:read")[];
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.apiKeys.created",
                     *       "data": {
                     *         "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                     *         "name": "Đồng bộ kế toán MISA",
                     *         "prefix": "mpk_live_3fK9",
                     *         "scopes": [
                     *           "transactions:read",
                     *           "shops:read"
                     *         ],
                     *         "ipAllow": [
                     *           "203.113.152.0/24"
                     *         ],
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "lastUsedAt": "2026-11-21T01:02:03.000Z",
                     *         "lastUsedIp": "203.113.152.14",
                     *         "expiresAt": "2027-11-20T00:00:00.000Z",
                     *         "revokedAt": null,
                     *         "previousValidUntil": null,
                     *         "key": "mpk_live_3fK9pQ2xVb7LmN0sT4wY8zA1cE5gH6jK9nR3uW0dF2"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            ipAllow: string[];
                            key: string;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            previousValidUntil: string | null;
                            revokedAt: string | null;
                            scopes: ("transactions:read" | "shops:read" | "points:read")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                            updatedAt: string | null;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyDetailApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                     *         "name": "Đồng bộ kế toán MISA",
                     *         "prefix": "mpk_live_3fK9",
                     *         "scopes": [
                     *           "transactions:read",
                     *           "shops:read"
                     *         ],
                     *         "ipAllow": [
                     *           "203.113.152.0/24"
                     *         ],
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "lastUsedAt": "2026-11-21T01:02:03.000Z",
                     *         "lastUsedIp": "203.113.152.14",
                     *         "expiresAt": "2027-11-20T00:00:00.000Z",
                     *         "revokedAt": null,
                     *         "previousValidUntil": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            ipAllow: string[];
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            previousValidUntil: string | null;
                            revokedAt: string | null;
                            scopes: ("transactions:read" | "shops:read" | "points:read")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                            updatedAt: string | null;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyEnableApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                     *         "name": "Đồng bộ kế toán MISA",
                     *         "prefix": "mpk_live_3fK9",
                     *         "scopes": [
                     *           "transactions:read",
                     *           "shops:read"
                     *         ],
                     *         "ipAllow": [
                     *           "203.113.152.0/24"
                     *         ],
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "lastUsedAt": "2026-11-21T01:02:03.000Z",
                     *         "lastUsedIp": "203.113.152.14",
                     *         "expiresAt": "2027-11-20T00:00:00.000Z",
                     *         "revokedAt": null,
                     *         "previousValidUntil": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            ipAllow: string[];
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            previousValidUntil: string | null;
                            revokedAt: string | null;
                            scopes: ("transactions:read" | "shops:read" | "points:read")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                            updatedAt: string | null;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyFindApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "active"
                 *       },
                 *       "sort": [
                 *         {
                 *           "createdAt": "desc"
                 *         }
                 *       ],
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        /** Format: uuid */
                        id?: string;
                        q?: string;
                        /** @enum {string} */
                        status?: "active" | "revoked" | "expired";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                     *           "name": "Đồng bộ kế toán MISA",
                     *           "prefix": "mpk_live_3fK9",
                     *           "scopes": [
                     *             "transactions:read",
                     *             "shops:read"
                     *           ],
                     *           "ipAllow": [
                     *             "203.113.152.0/24"
                     *           ],
                     *           "status": "active",
                     *           "createdAt": "2026-11-20T03:15:00.000Z",
                     *           "updatedAt": null,
                     *           "lastUsedAt": "2026-11-21T01:02:03.000Z",
                     *           "lastUsedIp": "203.113.152.14",
                     *           "expiresAt": "2027-11-20T00:00:00.000Z",
                     *           "revokedAt": null,
                     *           "previousValidUntil": null
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            ipAllow: string[];
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            previousValidUntil: string | null;
                            revokedAt: string | null;
                            scopes: ("transactions:read" | "shops:read" | "points:read")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                            updatedAt: string | null;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyOnlineMerchantApis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "scope": "transactions:read",
                     *           "name": {
                     *             "en": "Read transactions",
                     *             "vi": "Xem giao dịch"
                     *           },
                     *           "description": {
                     *             "en": "List the merchant's transactions by date and status, and read one transaction.",
                     *             "vi": "Liệt kê giao dịch của đối tác theo ngày và trạng thái, và xem một giao dịch."
                     *           },
                     *           "calls": [
                     *             {
                     *               "method": "GET",
                     *               "path": "/api/v1/transactions"
                     *             },
                     *             {
                     *               "method": "GET",
                     *               "path": "/api/v1/transactions/{id}"
                     *             }
                     *           ],
                     *           "held": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            calls: {
                                /** @enum {string} */
                                method: "GET";
                                path: string;
                            }[];
                            description: {
                                en: string;
                                vi: string;
                            };
                            held: boolean;
                            name: {
                                en: string;
                                vi: string;
                            };
                            /** @enum {string} */
                            scope: "transactions:read" | "shops:read" | "points:read";
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                     *         "name": "Đồng bộ kế toán MISA",
                     *         "prefix": "mpk_live_3fK9",
                     *         "scopes": [
                     *           "transactions:read",
                     *           "shops:read"
                     *         ],
                     *         "ipAllow": [
                     *           "203.113.152.0/24"
                     *         ],
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "lastUsedAt": "2026-11-21T01:02:03.000Z",
                     *         "lastUsedIp": "203.113.152.14",
                     *         "expiresAt": "2027-11-20T00:00:00.000Z",
                     *         "revokedAt": null,
                     *         "previousValidUntil": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            ipAllow: string[];
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            previousValidUntil: string | null;
                            revokedAt: string | null;
                            scopes: ("transactions:read" | "shops:read" | "points:read")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                            updatedAt: string | null;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyRollApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    /**
                     * Format: int32
                     * @default 24
                     */
                    overlapHours?: number;
                    password?: string;
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.apiKeys.created",
                     *       "data": {
                     *         "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                     *         "name": "Đồng bộ kế toán MISA",
                     *         "prefix": "mpk_live_3fK9",
                     *         "scopes": [
                     *           "transactions:read",
                     *           "shops:read"
                     *         ],
                     *         "ipAllow": [
                     *           "203.113.152.0/24"
                     *         ],
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "lastUsedAt": "2026-11-21T01:02:03.000Z",
                     *         "lastUsedIp": "203.113.152.14",
                     *         "expiresAt": "2027-11-20T00:00:00.000Z",
                     *         "revokedAt": null,
                     *         "previousValidUntil": null,
                     *         "key": "mpk_live_3fK9pQ2xVb7LmN0sT4wY8zA1cE5gH6jK9nR3uW0dF2"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            ipAllow: string[];
                            key: string;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            previousValidUntil: string | null;
                            revokedAt: string | null;
                            scopes: ("transactions:read" | "shops:read" | "points:read")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                            updatedAt: string | null;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiKeyUpdateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                 *       "name": "Đồng bộ kế toán MISA",
                 *       "scopes": [
                 *         "transactions:read"
                 *       ],
                 *       "ipAllow": [],
                 *       "expiresAt": null
                 *     }
                 */
                "application/json": {
                    expiresAt?: string | null;
                    /** Format: uuid */
                    id: string;
                    /** @default [] */
                    ipAllow?: string[];
                    name: string;
                    scopes: ("transactions:read" | "shops:read" | "points:read")[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "3f1c2b9e-8a41-4c3e-9d55-0b7a1e2f3c4d",
                     *         "name": "Đồng bộ kế toán MISA",
                     *         "prefix": "mpk_live_3fK9",
                     *         "scopes": [
                     *           "transactions:read",
                     *           "shops:read"
                     *         ],
                     *         "ipAllow": [
                     *           "203.113.152.0/24"
                     *         ],
                     *         "status": "active",
                     *         "createdAt": "2026-11-20T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "lastUsedAt": "2026-11-21T01:02:03.000Z",
                     *         "lastUsedIp": "203.113.152.14",
                     *         "expiresAt": "2027-11-20T00:00:00.000Z",
                     *         "revokedAt": null,
                     *         "previousValidUntil": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            ipAllow: string[];
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            previousValidUntil: string | null;
                            revokedAt: string | null;
                            scopes: ("transactions:read" | "shops:read" | "points:read")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                            updatedAt: string | null;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postClientroleClientRolesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "name": "Owner",
                     *           "builtin": "owner"
                     *         },
                     *         {
                     *           "id": 12,
                     *           "name": "Thu ngân ca tối",
                     *           "builtin": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            builtin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postClientroleCreateUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Thu ngân ca tối",
                 *       "description": "Bán hàng và tích điểm tại quầy",
                 *       "shopScope": "own",
                 *       "actions": [
                 *         "findtransactions",
                 *         "findshops",
                 *         "earnpointhistory",
                 *         "checkout"
                 *       ]
                 *     }
                 */
                "application/json": {
                    actions?: ("findtransactions" | "exporttransactions" | "merchantinfo" | "movemoney" | "findshops" | "manageshops" | "exportshops" | "findsubmerchants" | "managesubmerchants" | "checkout" | "earnpointhistory" | "settlementpointhistory" | "settlementpoint" | "findclientroles" | "manageclientroles" | "teamactivity" | "findapikeys" | "manageapikeys" | "exportedreports")[];
                    /** Format: int64 */
                    copyFrom?: number;
                    /** @default  */
                    description?: string;
                    name: string;
                    requireStrongFactor?: boolean;
                    /** @enum {string} */
                    shopScope?: "all" | "own";
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "Thu ngân ca tối",
                     *         "description": "Bán hàng và tích điểm tại quầy",
                     *         "builtin": null,
                     *         "shopScope": "own",
                     *         "actions": [
                     *           "findtransactions",
                     *           "findshops",
                     *           "earnpointhistory",
                     *           "checkout"
                     *         ],
                     *         "requireStrongFactor": false,
                     *         "actionCount": 4,
                     *         "userCount": 3,
                     *         "createdAt": "2026-11-20T08:30:00.000+07:00",
                     *         "updatedAt": null,
                     *         "users": [
                     *           {
                     *             "id": 41,
                     *             "fullName": "Trần Thị Bình",
                     *             "phone": "0912345678",
                     *             "type": "submerchant",
                     *             "status": "active"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            actionCount: number;
                            actions: string[];
                            builtin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            /** Format: int64 */
                            id: number;
                            name: string;
                            requireStrongFactor: boolean;
                            /** @enum {string} */
                            shopScope: "all" | "own";
                            updatedAt: string | null;
                            /** Format: int64 */
                            userCount: number;
                            users: {
                                fullName: string;
                                /** Format: int64 */
                                id: number;
                                phone: string;
                                /** @enum {string} */
                                status: "active" | "locked";
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                            }[];
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postClientroleDeleteClientRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.roles.deleted",
                     *       "data": {
                     *         "id": 12
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            id: number;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postClientroleDetailClientRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "Thu ngân ca tối",
                     *         "description": "Bán hàng và tích điểm tại quầy",
                     *         "builtin": null,
                     *         "shopScope": "own",
                     *         "actions": [
                     *           "findtransactions",
                     *           "findshops",
                     *           "earnpointhistory",
                     *           "checkout"
                     *         ],
                     *         "requireStrongFactor": false,
                     *         "actionCount": 4,
                     *         "userCount": 3,
                     *         "createdAt": "2026-11-20T08:30:00.000+07:00",
                     *         "updatedAt": null,
                     *         "users": [
                     *           {
                     *             "id": 41,
                     *             "fullName": "Trần Thị Bình",
                     *             "phone": "0912345678",
                     *             "type": "submerchant",
                     *             "status": "active"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            actionCount: number;
                            actions: string[];
                            builtin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            /** Format: int64 */
                            id: number;
                            name: string;
                            requireStrongFactor: boolean;
                            /** @enum {string} */
                            shopScope: "all" | "own";
                            updatedAt: string | null;
                            /** Format: int64 */
                            userCount: number;
                            users: {
                                fullName: string;
                                /** Format: int64 */
                                id: number;
                                phone: string;
                                /** @enum {string} */
                                status: "active" | "locked";
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                            }[];
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postClientroleFindClientRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "sort": [
                 *         {
                 *           "name": "asc"
                 *         }
                 *       ],
                 *       "queryInput": {
                 *         "q": "thu ngan"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        builtin?: boolean;
                        id?: number | {
                            in: number[];
                        };
                        q?: string;
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "name": "Thu ngân ca tối",
                     *           "description": "Bán hàng và tích điểm tại quầy",
                     *           "builtin": null,
                     *           "shopScope": "own",
                     *           "actions": [
                     *             "findtransactions",
                     *             "findshops",
                     *             "earnpointhistory",
                     *             "checkout"
                     *           ],
                     *           "requireStrongFactor": false,
                     *           "actionCount": 4,
                     *           "userCount": 3,
                     *           "createdAt": "2026-11-20T08:30:00.000+07:00",
                     *           "updatedAt": null
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            /** Format: int64 */
                            actionCount: number;
                            actions: string[];
                            builtin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            /** Format: int64 */
                            id: number;
                            name: string;
                            requireStrongFactor: boolean;
                            /** @enum {string} */
                            shopScope: "all" | "own";
                            updatedAt: string | null;
                            /** Format: int64 */
                            userCount: number;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postClientroleUpdateClientRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actions?: ("findtransactions" | "exporttransactions" | "merchantinfo" | "movemoney" | "findshops" | "manageshops" | "exportshops" | "findsubmerchants" | "managesubmerchants" | "checkout" | "earnpointhistory" | "settlementpointhistory" | "settlementpoint" | "findclientroles" | "manageclientroles" | "teamactivity" | "findapikeys" | "manageapikeys" | "exportedreports")[];
                    /** @default  */
                    description?: string;
                    /** Format: int64 */
                    id: number;
                    name: string;
                    password?: string;
                    requireStrongFactor?: boolean;
                    /** @enum {string} */
                    shopScope: "all" | "own";
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "Thu ngân ca tối",
                     *         "description": "Bán hàng và tích điểm tại quầy",
                     *         "builtin": null,
                     *         "shopScope": "own",
                     *         "actions": [
                     *           "findtransactions",
                     *           "findshops",
                     *           "earnpointhistory",
                     *           "checkout"
                     *         ],
                     *         "requireStrongFactor": false,
                     *         "actionCount": 4,
                     *         "userCount": 3,
                     *         "createdAt": "2026-11-20T08:30:00.000+07:00",
                     *         "updatedAt": null,
                     *         "users": [
                     *           {
                     *             "id": 41,
                     *             "fullName": "Trần Thị Bình",
                     *             "phone": "0912345678",
                     *             "type": "submerchant",
                     *             "status": "active"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            actionCount: number;
                            actions: string[];
                            builtin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            /** Format: int64 */
                            id: number;
                            name: string;
                            requireStrongFactor: boolean;
                            /** @enum {string} */
                            shopScope: "all" | "own";
                            updatedAt: string | null;
                            /** Format: int64 */
                            userCount: number;
                            users: {
                                fullName: string;
                                /** Format: int64 */
                                id: number;
                                phone: string;
                                /** @enum {string} */
                                status: "active" | "locked";
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                            }[];
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCountryGetCountry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "code": "VN",
                     *           "name": "Việt Nam",
                     *           "parentCode": null,
                     *           "englishName": "Viet Nam"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            code: string;
                            englishName: string;
                            name: string;
                            parentCode: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDeviceCreateDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": 31,
                 *       "shopId": 12,
                 *       "serial": "PAX-A920-2611-0457",
                 *       "name": "Máy POS quầy 1",
                 *       "kind": "pos"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    kind: "pos" | "phone" | "tablet";
                    name?: string;
                    serial?: string;
                    /** Format: int64 */
                    shopId: number;
                    /** Format: int64 */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 7,
                     *         "userId": 31,
                     *         "userName": "Trần Thị Bình",
                     *         "shopId": 12,
                     *         "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *         "serial": "PAX-A920-2611-0457",
                     *         "name": "Máy POS quầy 1",
                     *         "kind": "pos",
                     *         "createdAt": "2026-05-04T03:00:00.000Z",
                     *         "lastSeenAt": "2026-11-21T02:45:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 7,
                         *       "userId": 31,
                         *       "userName": "Trần Thị Bình",
                         *       "shopId": 12,
                         *       "shopName": "Cà phê Sông Hàn – Hải Châu",
                         *       "serial": "PAX-A920-2611-0457",
                         *       "name": "Máy POS quầy 1",
                         *       "kind": "pos",
                         *       "createdAt": "2026-05-04T03:00:00.000Z",
                         *       "lastSeenAt": "2026-11-21T02:45:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            kind: "pos" | "phone" | "tablet";
                            lastSeenAt: string | null;
                            name: string;
                            serial: string;
                            /** Format: int64 */
                            shopId: number;
                            shopName: string;
                            /** Format: int64 */
                            userId: number;
                            userName: string;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDeviceDeviceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "queryInput": {
                 *         "kind": "pos"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        kind?: ("pos" | "phone" | "tablet") | {
                            in: ("pos" | "phone" | "tablet")[];
                        };
                        shopId?: number | {
                            in: number[];
                        };
                        userId?: number | {
                            in: number[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "userId": 31,
                     *           "userName": "Trần Thị Bình",
                     *           "shopId": 12,
                     *           "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *           "serial": "PAX-A920-2611-0457",
                     *           "name": "Máy POS quầy 1",
                     *           "kind": "pos",
                     *           "createdAt": "2026-05-04T03:00:00.000Z",
                     *           "lastSeenAt": "2026-11-21T02:45:00.000Z"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            kind: "pos" | "phone" | "tablet";
                            lastSeenAt: string | null;
                            name: string;
                            serial: string;
                            /** Format: int64 */
                            shopId: number;
                            shopName: string;
                            /** Format: int64 */
                            userId: number;
                            userName: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postDeviceRemoveDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 7
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFileId: {
        parameters: {
            query?: {
                /** @description the link's expiry and signature */
                t?: string;
            };
            header?: never;
            path: {
                /** @description the id an upload answered (uuid v4) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes, with the type read from its content when it was uploaded */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFileUploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: one or more files under `files` */
        requestBody: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null,
                     *       "created": [
                     *         {
                     *           "id": "9b2f4c1e-5d7a-4e3b-8c6f-2a1d0e9f8b7c",
                     *           "name": "hop-dong-thue-mat-bang.pdf",
                     *           "size": 248731,
                     *           "contentType": "application/pdf",
                     *           "url": "/api/file/9b2f4c1e-5d7a-4e3b-8c6f-2a1d0e9f8b7c?t=1764150000.Zk3xQ9mP2vL7nR4s"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        created: {
                            /** @enum {string} */
                            contentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "application/vnd.openxmlformats-officedocument.presentationml.presentation" | "application/zip" | "text/plain; charset=utf-8";
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** Format: int64 */
                            size: number;
                            url: string;
                        }[];
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postFileUploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description multipart/form-data: one image under `images` (PNG, JPEG, GIF or WebP) */
        requestBody: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": "/api/file/4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b?t=1764150000.Pq8wE3rT6yU1iO5a"
                     *     }
                     */
                    "application/json": {
                        data: string;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "db": "up"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            db: "up" | "down";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            /** @description Default Response */
            503: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "db": "up"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            db: "up" | "down";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
        };
    };
    postLoyaltyCheckout: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes for this request (a UUID): a retry with the same key and body answers the first answer again. Required: without it, 400 idempotencyKeyRequired
                 * @example 5b3f2c1a-9e8d-4f7a-b6c5-2d1e0f9a8b7c
                 */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "0938123456",
                 *       "shopId": 12,
                 *       "serviceCode": "QRPAY",
                 *       "amount": 350000,
                 *       "redeemPoints": 20,
                 *       "customerVoucherId": 305
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    amount: number;
                    /** Format: int64 */
                    customerVoucherId?: number;
                    phone: string;
                    /** Format: int32 */
                    redeemPoints?: number;
                    /** @enum {string} */
                    serviceCode: "QRPAY" | "CARD" | "BILL" | "VOUCHER";
                    /** Format: int64 */
                    shopId: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "transactionId": 88214,
                     *         "reference": "CHK-20261121-000042",
                     *         "shopId": 12,
                     *         "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *         "serviceCode": "QRPAY",
                     *         "phone": "0938123456",
                     *         "amount": 350000,
                     *         "voucherDiscount": 50000,
                     *         "pointsDiscount": 20000,
                     *         "paid": 280000,
                     *         "pointsRedeemed": 20,
                     *         "pointsEarned": 28,
                     *         "balanceAfter": 1248,
                     *         "voucherName": "Giảm 50.000 ₫ cho hoá đơn từ 300.000 ₫",
                     *         "createdAt": "2026-11-21T10:05:00+07:00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "transactionId": 88214,
                         *       "reference": "CHK-20261121-000042",
                         *       "shopId": 12,
                         *       "shopName": "Cà phê Sông Hàn – Hải Châu",
                         *       "serviceCode": "QRPAY",
                         *       "phone": "0938123456",
                         *       "amount": 350000,
                         *       "voucherDiscount": 50000,
                         *       "pointsDiscount": 20000,
                         *       "paid": 280000,
                         *       "pointsRedeemed": 20,
                         *       "pointsEarned": 28,
                         *       "balanceAfter": 1248,
                         *       "voucherName": "Giảm 50.000 ₫ cho hoá đơn từ 300.000 ₫",
                         *       "createdAt": "2026-11-21T10:05:00+07:00"
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: int64 */
                            balanceAfter: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: int64 */
                            paid: number;
                            phone: string;
                            /** Format: int64 */
                            pointsDiscount: number;
                            /** Format: int64 */
                            pointsEarned: number;
                            /** Format: int64 */
                            pointsRedeemed: number;
                            reference: string;
                            serviceCode: string;
                            /** Format: int64 */
                            shopId: number;
                            shopName: string;
                            /** Format: int64 */
                            transactionId: number;
                            /** Format: int64 */
                            voucherDiscount: number;
                            voucherName: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyCheckoutShops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "name": "Cà phê Sông Hàn – Hải Châu"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyEarnPointHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "queryInput": {
                 *         "kind": "earn"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        kind?: ("earn" | "redeem" | "expire" | "settle") | {
                            in: ("earn" | "redeem" | "expire" | "settle")[];
                        };
                        phone?: string;
                        shopId?: number | {
                            in: number[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 40117,
                     *           "createdAt": "2026-11-21T09:42:18+07:00",
                     *           "customerPhone": "0938123456",
                     *           "shopId": 12,
                     *           "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *           "transactionId": 88213,
                     *           "transactionReference": "PAY-20261121-000381",
                     *           "points": 18,
                     *           "kind": "earn"
                     *         }
                     *       ],
                     *       "count": 1,
                     *       "countIsLowerBound": true,
                     *       "countIsEstimate": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            customerPhone: string | null;
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            kind: "earn" | "redeem" | "expire" | "settle";
                            /** Format: int64 */
                            points: number;
                            shopId: number | null;
                            shopName: string | null;
                            transactionId: number | null;
                            transactionReference: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyExportEarnPointHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "kind": "earn"
                 *       },
                 *       "format": "csv",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /** @enum {string} */
                    locale?: "en" | "vi";
                    queryInput?: {
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        kind?: ("earn" | "redeem" | "expire" | "settle") | {
                            in: ("earn" | "redeem" | "expire" | "settle")[];
                        };
                        phone?: string;
                        shopId?: number | {
                            in: number[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                         *       "status": "queued"
                         *     }
                         */
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyExportSettlementPointHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "requested"
                 *       },
                 *       "format": "csv",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /** @enum {string} */
                    locale?: "en" | "vi";
                    queryInput?: {
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        id?: number | {
                            in: number[];
                        };
                        status?: ("requested" | "approved" | "paid" | "rejected") | {
                            in: ("requested" | "approved" | "paid" | "rejected")[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                         *       "status": "queued"
                         *     }
                         */
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyGetPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "balance": 15420,
                     *         "earned": 18000,
                     *         "spent": 2580,
                     *         "shopsOnly": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "balance": 15420,
                         *       "earned": 18000,
                         *       "spent": 2580,
                         *       "shopsOnly": false
                         *     }
                         */
                        data: {
                            /**
                             * Format: int64
                             * @description Earned less spent: the points the customers hold.
                             */
                            balance: number;
                            /**
                             * Format: int64
                             * @description Points earned on sales.
                             */
                            earned: number;
                            /** @description The caller sees some shops only: the figures are those shops' movements, and `balance` may be below zero. */
                            shopsOnly: boolean;
                            /**
                             * Format: int64
                             * @description Points redeemed, expired or settled.
                             */
                            spent: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyLoyaltyRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "earnRatePercent": 10,
                     *         "pointValue": 1000,
                     *         "settlementRate": 1000,
                     *         "expiryDays": 365,
                     *         "redeemExpiryDays": 90
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "earnRatePercent": 10,
                         *       "pointValue": 1000,
                         *       "settlementRate": 1000,
                         *       "expiryDays": 365,
                         *       "redeemExpiryDays": 90
                         *     }
                         */
                        data: {
                            /** Format: int32 */
                            earnRatePercent: number;
                            /** Format: int64 */
                            expiryDays: number;
                            /** Format: int64 */
                            pointValue: number;
                            /** Format: int64 */
                            redeemExpiryDays: number;
                            /** Format: int64 */
                            settlementRate: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltySearchPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "0938123456"
                 *     }
                 */
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "phone": "0938123456",
                     *         "balance": 1240,
                     *         "pointValue": 1000,
                     *         "earnRatePercent": 10,
                     *         "recent": [
                     *           {
                     *             "id": 40117,
                     *             "createdAt": "2026-11-21T09:42:18+07:00",
                     *             "kind": "earn",
                     *             "points": 18,
                     *             "shopId": 12,
                     *             "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *             "transactionId": 88213,
                     *             "reference": "PAY-20261121-000381"
                     *           }
                     *         ],
                     *         "vouchers": [
                     *           {
                     *             "id": 305,
                     *             "name": "Giảm 50.000 ₫ cho hoá đơn từ 300.000 ₫",
                     *             "value": 50000,
                     *             "endsAt": "2026-12-31T16:59:59.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "phone": "0938123456",
                         *       "balance": 1240,
                         *       "pointValue": 1000,
                         *       "earnRatePercent": 10,
                         *       "recent": [
                         *         {
                         *           "id": 40117,
                         *           "createdAt": "2026-11-21T09:42:18+07:00",
                         *           "kind": "earn",
                         *           "points": 18,
                         *           "shopId": 12,
                         *           "shopName": "Cà phê Sông Hàn – Hải Châu",
                         *           "transactionId": 88213,
                         *           "reference": "PAY-20261121-000381"
                         *         }
                         *       ],
                         *       "vouchers": [
                         *         {
                         *           "id": 305,
                         *           "name": "Giảm 50.000 ₫ cho hoá đơn từ 300.000 ₫",
                         *           "value": 50000,
                         *           "endsAt": "2026-12-31T16:59:59.000Z"
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            balance: number;
                            /** Format: int64 */
                            earnRatePercent: number;
                            phone: string;
                            /** Format: int64 */
                            pointValue: number;
                            recent: {
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: int64 */
                                id: number;
                                /** @enum {string} */
                                kind: "earn" | "redeem" | "expire" | "settle";
                                /** Format: int64 */
                                points: number;
                                reference: string | null;
                                shopId: number | null;
                                shopName: string | null;
                                transactionId: number | null;
                            }[];
                            vouchers: {
                                endsAt: string | null;
                                /** Format: int64 */
                                id: number;
                                name: string;
                                /** Format: int64 */
                                value: number;
                            }[];
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltySettlementPoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "periodFrom": "2026-10-01",
                 *       "periodTo": "2026-10-31"
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    periodFrom: string;
                    /** Format: date */
                    periodTo: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 57,
                     *         "periodFrom": "2026-10-01",
                     *         "periodTo": "2026-10-31",
                     *         "points": 3250,
                     *         "rate": 1000,
                     *         "amount": 3250000,
                     *         "status": "requested",
                     *         "reason": null,
                     *         "createdAt": "2026-11-02T03:15:00.000Z",
                     *         "decidedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 57,
                         *       "periodFrom": "2026-10-01",
                         *       "periodTo": "2026-10-31",
                         *       "points": 3250,
                         *       "rate": 1000,
                         *       "amount": 3250000,
                         *       "status": "requested",
                         *       "reason": null,
                         *       "createdAt": "2026-11-02T03:15:00.000Z",
                         *       "decidedAt": null
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            /** Format: int64 */
                            id: number;
                            periodFrom: string;
                            periodTo: string;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltySettlementPointDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 57
                 *     }
                 */
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 57,
                     *         "periodFrom": "2026-10-01",
                     *         "periodTo": "2026-10-31",
                     *         "points": 3250,
                     *         "rate": 1000,
                     *         "amount": 3250000,
                     *         "status": "requested",
                     *         "reason": null,
                     *         "createdAt": "2026-11-02T03:15:00.000Z",
                     *         "decidedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 57,
                         *       "periodFrom": "2026-10-01",
                         *       "periodTo": "2026-10-31",
                         *       "points": 3250,
                         *       "rate": 1000,
                         *       "amount": 3250000,
                         *       "status": "requested",
                         *       "reason": null,
                         *       "createdAt": "2026-11-02T03:15:00.000Z",
                         *       "decidedAt": null
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            /** Format: int64 */
                            id: number;
                            periodFrom: string;
                            periodTo: string;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltySettlementPointHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "queryInput": {
                 *         "status": "requested"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        id?: number | {
                            in: number[];
                        };
                        status?: ("requested" | "approved" | "paid" | "rejected") | {
                            in: ("requested" | "approved" | "paid" | "rejected")[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 57,
                     *           "periodFrom": "2026-10-01",
                     *           "periodTo": "2026-10-31",
                     *           "points": 3250,
                     *           "rate": 1000,
                     *           "amount": 3250000,
                     *           "status": "requested",
                     *           "reason": null,
                     *           "createdAt": "2026-11-02T03:15:00.000Z",
                     *           "decidedAt": null
                     *         }
                     *       ],
                     *       "count": 1,
                     *       "countIsLowerBound": true,
                     *       "countIsEstimate": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            /** Format: int64 */
                            id: number;
                            periodFrom: string;
                            periodTo: string;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltySettlementQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "periodFrom": "2026-10-01",
                 *       "periodTo": "2026-10-31"
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    periodFrom: string;
                    /** Format: date */
                    periodTo: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "points": 3250,
                     *         "events": 412,
                     *         "rate": 1000,
                     *         "amount": 3250000
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "points": 3250,
                         *       "events": 412,
                         *       "rate": 1000,
                         *       "amount": 3250000
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: int64 */
                            events: number;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyStaffApproveSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 57
                 *     }
                 */
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 57,
                     *         "periodFrom": "2026-10-01",
                     *         "periodTo": "2026-10-31",
                     *         "points": 3250,
                     *         "rate": 1000,
                     *         "amount": 3250000,
                     *         "status": "requested",
                     *         "reason": null,
                     *         "createdAt": "2026-11-02T03:15:00.000Z",
                     *         "decidedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 57,
                         *       "periodFrom": "2026-10-01",
                         *       "periodTo": "2026-10-31",
                         *       "points": 3250,
                         *       "rate": 1000,
                         *       "amount": 3250000,
                         *       "status": "requested",
                         *       "reason": null,
                         *       "createdAt": "2026-11-02T03:15:00.000Z",
                         *       "decidedAt": null
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            /** Format: int64 */
                            id: number;
                            periodFrom: string;
                            periodTo: string;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyStaffPaySettlement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 57
                 *     }
                 */
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 57,
                     *         "periodFrom": "2026-10-01",
                     *         "periodTo": "2026-10-31",
                     *         "points": 3250,
                     *         "rate": 1000,
                     *         "amount": 3250000,
                     *         "status": "requested",
                     *         "reason": null,
                     *         "createdAt": "2026-11-02T03:15:00.000Z",
                     *         "decidedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 57,
                         *       "periodFrom": "2026-10-01",
                         *       "periodTo": "2026-10-31",
                         *       "points": 3250,
                         *       "rate": 1000,
                         *       "amount": 3250000,
                         *       "status": "requested",
                         *       "reason": null,
                         *       "createdAt": "2026-11-02T03:15:00.000Z",
                         *       "decidedAt": null
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            /** Format: int64 */
                            id: number;
                            periodFrom: string;
                            periodTo: string;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyStaffRejectSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 57,
                 *       "reason": "Số điểm đổi trong tháng 10 chưa khớp với đối soát của ngân hàng"
                 *     }
                 */
                "application/json": {
                    id: number | string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 57,
                     *         "periodFrom": "2026-10-01",
                     *         "periodTo": "2026-10-31",
                     *         "points": 3250,
                     *         "rate": 1000,
                     *         "amount": 3250000,
                     *         "status": "requested",
                     *         "reason": null,
                     *         "createdAt": "2026-11-02T03:15:00.000Z",
                     *         "decidedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 57,
                         *       "periodFrom": "2026-10-01",
                         *       "periodTo": "2026-10-31",
                         *       "points": 3250,
                         *       "rate": 1000,
                         *       "amount": 3250000,
                         *       "status": "requested",
                         *       "reason": null,
                         *       "createdAt": "2026-11-02T03:15:00.000Z",
                         *       "decidedAt": null
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            /** Format: int64 */
                            id: number;
                            periodFrom: string;
                            periodTo: string;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLoyaltyStaffSettlementList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "queryInput": {
                 *         "status": "requested"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        id?: number | {
                            in: number[];
                        };
                        status?: ("requested" | "approved" | "paid" | "rejected") | {
                            in: ("requested" | "approved" | "paid" | "rejected")[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 57,
                     *           "periodFrom": "2026-10-01",
                     *           "periodTo": "2026-10-31",
                     *           "points": 3250,
                     *           "rate": 1000,
                     *           "amount": 3250000,
                     *           "status": "requested",
                     *           "reason": null,
                     *           "createdAt": "2026-11-02T03:15:00.000Z",
                     *           "decidedAt": null,
                     *           "ownerCode": "DEMO01",
                     *           "ownerName": "Demo Merchant JSC"
                     *         }
                     *       ],
                     *       "count": 1,
                     *       "countIsLowerBound": true,
                     *       "countIsEstimate": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                            /** Format: int64 */
                            id: number;
                            ownerCode: string;
                            ownerName: string;
                            periodFrom: string;
                            periodTo: string;
                            /** Format: int64 */
                            points: number;
                            /** Format: int64 */
                            rate: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "requested" | "approved" | "paid" | "rejected";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "demo-merchant-2026",
                 *       "password": "Hoa-Mai-Tet-2027",
                 *       "confirmPassword": "Hoa-Mai-Tet-2027"
                 *     }
                 */
                "application/json": {
                    confirmPassword: string;
                    currentPassword: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantCreateNewPass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sen-Vang-2026!",
                 *       "confirmPassword": "Sen-Vang-2026!",
                 *       "token": "rs_8bT3nY6qWd1Kj5Zh"
                 *     }
                 */
                "application/json": {
                    confirmPassword: string;
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "token": null,
                     *         "otp": true,
                     *         "expired": true,
                     *         "passwordRules": {
                     *           "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                     *           "minLength": 8,
                     *           "maxLength": 64
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            expired: boolean;
                            otp: boolean;
                            /**
                             * @example {
                             *       "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                             *       "minLength": 8,
                             *       "maxLength": 64
                             *     }
                             */
                            passwordRules?: {
                                /** Format: int64 */
                                maxLength: number;
                                /** Format: int64 */
                                minLength: number;
                                pattern: string;
                            };
                            token: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantFindChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "enabled": true
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        code?: string;
                        enabled?: boolean;
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "code": "QR_PAY",
                     *           "name": "Thanh toán QR",
                     *           "feeRateBp": 100,
                     *           "feeFixed": 0,
                     *           "enabled": true
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            code: string;
                            enabled: boolean;
                            /** Format: int64 */
                            feeFixed: number;
                            /** Format: int64 */
                            feeRateBp: number;
                            /** Format: int32 */
                            id: number;
                            name: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantForgetDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "deviceId": "dv_9Xk2mQ7pL4sR1tW8"
                 *     }
                 */
                "application/json": {
                    deviceId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "DEMO01",
                 *       "username": "0901234567",
                 *       "password": "demo-merchant-2026",
                 *       "captchaId": "3f1c2a9e-7b4d-4e0f-9a51-6c2d8e7f1b30",
                 *       "captchaText": "k7Rm2",
                 *       "osVersion": "17.5",
                 *       "os": "iOS",
                 *       "browserVersion": "17.5",
                 *       "browser": "Safari",
                 *       "deviceId": ""
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    browser?: string;
                    /** @default  */
                    browserVersion?: string;
                    /** @default  */
                    captchaId?: string;
                    captchaText: string;
                    code: string;
                    /** @default  */
                    deviceId?: string;
                    ip?: string;
                    /** @default  */
                    os?: string;
                    /** @default  */
                    osVersion?: string;
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "token": "V1StGXR8_Z5jdHi6B-myT4sKq2wLmN9c",
                     *         "userInfo": null,
                     *         "deviceId": "dv_9Xk2mQ7pL4sR1tW8",
                     *         "otp": false,
                     *         "otpId": null,
                     *         "tokenMcPt": {
                     *           "token": "Mc_3hJ8kP1qZ6vX9nB2"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "token": "V1StGXR8_Z5jdHi6B-myT4sKq2wLmN9c",
                         *       "userInfo": null,
                         *       "deviceId": "dv_9Xk2mQ7pL4sR1tW8",
                         *       "otp": false,
                         *       "otpId": null,
                         *       "tokenMcPt": {
                         *         "token": "Mc_3hJ8kP1qZ6vX9nB2"
                         *       }
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            codeSentAt?: string;
                            deviceId: string;
                            factors?: ("sms" | "totp" | "recoveryCode" | "passkey")[];
                            otp: boolean;
                            otpId: string | null;
                            /** Format: int32 */
                            resendAfterSeconds?: number;
                            token: string | null;
                            tokenMcPt: {
                                token: string | null;
                            };
                            userInfo: {
                                code: string;
                                isSubMerchant: boolean;
                                mustChangePassword?: boolean;
                                mustEnrolStrongFactor?: boolean;
                                name: string;
                                owner: {
                                    code: string;
                                };
                                phone: string;
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                                webPermissions: {
                                    action: string;
                                }[];
                            } | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantMerchantBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "available": 12450000,
                     *         "pending": 3180000,
                     *         "currency": "VND",
                     *         "held": 5000000
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "available": 12450000,
                         *       "pending": 3180000,
                         *       "currency": "VND",
                         *       "held": 5000000
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            available: number;
                            /** @enum {string} */
                            currency: "VND";
                            /** Format: int64 */
                            held: number;
                            /** Format: int64 */
                            pending: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantMerchantInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "code": "DEMO01",
                     *         "name": "Demo Merchant JSC",
                     *         "status": "active",
                     *         "taxCode": "0312345678",
                     *         "address": "25 Bạch Đằng",
                     *         "provinceCode": "48",
                     *         "districtCode": null,
                     *         "wardCode": "20194",
                     *         "contactName": "Nguyễn Văn An",
                     *         "contactPhone": "0901234567",
                     *         "contactEmail": "merchant@demo.local"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "code": "DEMO01",
                         *       "name": "Demo Merchant JSC",
                         *       "status": "active",
                         *       "taxCode": "0312345678",
                         *       "address": "25 Bạch Đằng",
                         *       "provinceCode": "48",
                         *       "districtCode": null,
                         *       "wardCode": "20194",
                         *       "contactName": "Nguyễn Văn An",
                         *       "contactPhone": "0901234567",
                         *       "contactEmail": "merchant@demo.local"
                         *     }
                         */
                        data: {
                            address: string;
                            code: string;
                            contactEmail: string | null;
                            contactName: string | null;
                            contactPhone: string | null;
                            districtCode: string | null;
                            name: string;
                            provinceCode: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            taxCode: string | null;
                            wardCode: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "otpId": "0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41"
                 *     }
                 */
                "application/json": {
                    otpId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "challenge": "12ukd2XBwOrEiXXEMGGmlXg_SLTXR333M94-34AYKCs",
                     *         "rpId": "portal.example.com",
                     *         "timeout": 60000,
                     *         "allowCredentials": [
                     *           {
                     *             "id": "AW4bY1kz0cQ",
                     *             "type": "public-key",
                     *             "transports": [
                     *               "internal",
                     *               "hybrid"
                     *             ]
                     *           }
                     *         ],
                     *         "userVerification": "preferred"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "challenge": "12ukd2XBwOrEiXXEMGGmlXg_SLTXR333M94-34AYKCs",
                         *       "rpId": "portal.example.com",
                         *       "timeout": 60000,
                         *       "allowCredentials": [
                         *         {
                         *           "id": "AW4bY1kz0cQ",
                         *           "type": "public-key",
                         *           "transports": [
                         *             "internal",
                         *             "hybrid"
                         *           ]
                         *         }
                         *       ],
                         *       "userVerification": "preferred"
                         *     }
                         */
                        data: {
                            allowCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            challenge: string;
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            rpId?: string;
                            /** Format: int64 */
                            timeout?: number;
                            /** @enum {string} */
                            userVerification?: "required" | "preferred" | "discouraged";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMerchantProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "userInfo": {
                     *           "phone": "0901234567",
                     *           "code": "DEMO01",
                     *           "type": "merchant",
                     *           "isSubMerchant": false,
                     *           "owner": {
                     *             "code": "DEMO01"
                     *           },
                     *           "webPermissions": [
                     *             {
                     *               "action": "findtransactions"
                     *             },
                     *             {
                     *               "action": "findshops"
                     *             }
                     *           ],
                     *           "name": "Nguyễn Văn An"
                     *         },
                     *         "fullName": "Nguyễn Văn An",
                     *         "email": "merchant@demo.local",
                     *         "ownerName": "Demo Merchant JSC",
                     *         "lastSignInAt": "2026-11-20T08:15:00.000Z",
                     *         "passwordChangedAt": "2026-10-02T03:40:00.000Z",
                     *         "passwordRules": {
                     *           "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                     *           "minLength": 8,
                     *           "maxLength": 64
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "userInfo": {
                         *         "phone": "0901234567",
                         *         "code": "DEMO01",
                         *         "type": "merchant",
                         *         "isSubMerchant": false,
                         *         "owner": {
                         *           "code": "DEMO01"
                         *         },
                         *         "webPermissions": [
                         *           {
                         *             "action": "findtransactions"
                         *           },
                         *           {
                         *             "action": "findshops"
                         *           }
                         *         ],
                         *         "name": "Nguyễn Văn An"
                         *       },
                         *       "fullName": "Nguyễn Văn An",
                         *       "email": "merchant@demo.local",
                         *       "ownerName": "Demo Merchant JSC",
                         *       "lastSignInAt": "2026-11-20T08:15:00.000Z",
                         *       "passwordChangedAt": "2026-10-02T03:40:00.000Z",
                         *       "passwordRules": {
                         *         "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                         *         "minLength": 8,
                         *         "maxLength": 64
                         *       }
                         *     }
                         */
                        data: {
                            email: string | null;
                            fullName: string;
                            lastSignInAt: string | null;
                            ownerName: string;
                            passwordChangedAt: string | null;
                            /**
                             * @example {
                             *       "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                             *       "minLength": 8,
                             *       "maxLength": 64
                             *     }
                             */
                            passwordRules: {
                                /** Format: int64 */
                                maxLength: number;
                                /** Format: int64 */
                                minLength: number;
                                pattern: string;
                            };
                            /**
                             * @example {
                             *       "phone": "0901234567",
                             *       "code": "DEMO01",
                             *       "type": "merchant",
                             *       "isSubMerchant": false,
                             *       "owner": {
                             *         "code": "DEMO01"
                             *       },
                             *       "webPermissions": [
                             *         {
                             *           "action": "findtransactions"
                             *         },
                             *         {
                             *           "action": "findshops"
                             *         },
                             *         {
                             *           "action": "manageshops"
                             *         }
                             *       ],
                             *       "name": "Nguyễn Văn An"
                             *     }
                             */
                            userInfo: {
                                code: string;
                                isSubMerchant: boolean;
                                mustChangePassword?: boolean;
                                mustEnrolStrongFactor?: boolean;
                                name: string;
                                owner: {
                                    code: string;
                                };
                                phone: string;
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                                webPermissions: {
                                    action: string;
                                }[];
                            };
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantResendLoginOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "otpId": "0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41",
                 *       "deviceId": ""
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    deviceId?: string;
                    otpId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "otpId": "0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41",
                     *         "retryAfterSeconds": 60
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "otpId": "0b8f5f0e-2c4a-4d8b-9a57-1f3e6d2c9b41",
                         *       "retryAfterSeconds": 60
                         *     }
                         */
                        data: {
                            otpId: string;
                            /** Format: int64 */
                            retryAfterSeconds: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantResetPass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "0901234567",
                 *       "captchaId": "3f1c2a9e-7b4d-4e0f-9a51-6c2d8e7f1b30",
                 *       "captchaText": "k7Rm2"
                 *     }
                 */
                "application/json": {
                    accountKitToken?: string;
                    /** @default  */
                    captchaId?: string;
                    captchaText: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "token": null,
                     *         "otp": true,
                     *         "expired": true,
                     *         "passwordRules": {
                     *           "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                     *           "minLength": 8,
                     *           "maxLength": 64
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            expired: boolean;
                            otp: boolean;
                            /**
                             * @example {
                             *       "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                             *       "minLength": 8,
                             *       "maxLength": 64
                             *     }
                             */
                            passwordRules?: {
                                /** Format: int64 */
                                maxLength: number;
                                /** Format: int64 */
                                minLength: number;
                                pattern: string;
                            };
                            token: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantResetPassVerifyOTP: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "otp": "570284",
                 *       "token": "rs_4kQ9vX2mPzL7wN1c"
                 *     }
                 */
                "application/json": {
                    otp: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "token": null,
                     *         "otp": true,
                     *         "expired": true,
                     *         "passwordRules": {
                     *           "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                     *           "minLength": 8,
                     *           "maxLength": 64
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            expired: boolean;
                            otp: boolean;
                            /**
                             * @example {
                             *       "pattern": "^(?=.*[A-Za-z])(?=.*\\d).+$",
                             *       "minLength": 8,
                             *       "maxLength": 64
                             *     }
                             */
                            passwordRules?: {
                                /** Format: int64 */
                                maxLength: number;
                                /** Format: int64 */
                                minLength: number;
                                pattern: string;
                            };
                            token: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMerchantVerifyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    deviceId?: string;
                    /**
                     * @default sms
                     * @enum {string}
                     */
                    factor?: "sms" | "totp" | "recoveryCode" | "passkey";
                    otp?: string;
                    otpId: string;
                    /**
                     * @example {
                     *       "id": "AW4bY1kz0cQ",
                     *       "rawId": "AW4bY1kz0cQ",
                     *       "type": "public-key",
                     *       "clientExtensionResults": {},
                     *       "response": {
                     *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                     *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                     *         "signature": "MEUCIQ"
                     *       }
                     *     }
                     */
                    passkey?: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "token": "V1StGXR8_Z5jdHi6B-myT4sKq2wLmN9c",
                     *         "userInfo": null,
                     *         "deviceId": "dv_9Xk2mQ7pL4sR1tW8",
                     *         "otp": false,
                     *         "otpId": null,
                     *         "tokenMcPt": {
                     *           "token": "Mc_3hJ8kP1qZ6vX9nB2"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "token": "V1StGXR8_Z5jdHi6B-myT4sKq2wLmN9c",
                         *       "userInfo": null,
                         *       "deviceId": "dv_9Xk2mQ7pL4sR1tW8",
                         *       "otp": false,
                         *       "otpId": null,
                         *       "tokenMcPt": {
                         *         "token": "Mc_3hJ8kP1qZ6vX9nB2"
                         *       }
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            codeSentAt?: string;
                            deviceId: string;
                            factors?: ("sms" | "totp" | "recoveryCode" | "passkey")[];
                            otp: boolean;
                            otpId: string | null;
                            /** Format: int32 */
                            resendAfterSeconds?: number;
                            token: string | null;
                            tokenMcPt: {
                                token: string | null;
                            };
                            userInfo: {
                                code: string;
                                isSubMerchant: boolean;
                                mustChangePassword?: boolean;
                                mustEnrolStrongFactor?: boolean;
                                name: string;
                                owner: {
                                    code: string;
                                };
                                phone: string;
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                                webPermissions: {
                                    action: string;
                                }[];
                            } | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPermissionAssignRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": 41,
                 *       "roleId": 12,
                 *       "password": "Owner-Passphrase-2026"
                 *     }
                 */
                "application/json": {
                    password?: string;
                    /** Format: int64 */
                    roleId: number;
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                    /** Format: int64 */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.roles.roleAssigned",
                     *       "data": {
                     *         "id": 41,
                     *         "fullName": "Trần Thị Bình",
                     *         "phone": "0912345678",
                     *         "type": "submerchant",
                     *         "status": "active",
                     *         "roleId": 12,
                     *         "roleName": "Thu ngân ca tối",
                     *         "roleBuiltin": null,
                     *         "isOwner": false,
                     *         "grantCount": 1,
                     *         "denyCount": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            denyCount: number;
                            fullName: string;
                            /** Format: int64 */
                            grantCount: number;
                            /** Format: int64 */
                            id: number;
                            isOwner: boolean;
                            phone: string;
                            roleBuiltin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            roleId: number | null;
                            roleName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            /** @enum {string} */
                            type: "merchant" | "submerchant" | "thirdparty" | "staff";
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPermissionFindPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "group": "transactions",
                     *           "name": {
                     *             "en": "Transaction History",
                     *             "vi": "Lịch sử giao dịch"
                     *           },
                     *           "actions": [
                     *             {
                     *               "action": "findtransactions",
                     *               "name": {
                     *                 "en": "Transaction History",
                     *                 "vi": "Xem lịch sử giao dịch"
                     *               },
                     *               "description": {
                     *                 "en": "List and open transactions and the sales reports.",
                     *                 "vi": "Xem danh sách, chi tiết giao dịch và báo cáo doanh số."
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            actions: {
                                action: string;
                                description: {
                                    en: string;
                                    vi: string;
                                };
                                name: {
                                    en: string;
                                    vi: string;
                                };
                            }[];
                            /** @enum {string} */
                            group: "transactions" | "merchant" | "money" | "shops" | "employees" | "loyalty" | "roles" | "apiKeys" | "reports" | "backOffice" | "always";
                            name: {
                                en: string;
                                vi: string;
                            };
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPermissionUpdateClientRolePerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actions: ("findtransactions" | "exporttransactions" | "merchantinfo" | "movemoney" | "findshops" | "manageshops" | "exportshops" | "findsubmerchants" | "managesubmerchants" | "checkout" | "earnpointhistory" | "settlementpointhistory" | "settlementpoint" | "findclientroles" | "manageclientroles" | "teamactivity" | "findapikeys" | "manageapikeys" | "exportedreports")[];
                    password?: string;
                    requireStrongFactor?: boolean;
                    /** Format: int64 */
                    roleId: number;
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                } | {
                    password?: string;
                    roles: {
                        actions: ("findtransactions" | "exporttransactions" | "merchantinfo" | "movemoney" | "findshops" | "manageshops" | "exportshops" | "findsubmerchants" | "managesubmerchants" | "checkout" | "earnpointhistory" | "settlementpointhistory" | "settlementpoint" | "findclientroles" | "manageclientroles" | "teamactivity" | "findapikeys" | "manageapikeys" | "exportedreports")[];
                        requireStrongFactor?: boolean;
                        /** Format: int64 */
                        roleId: number;
                    }[];
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.roles.permissionsSaved",
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "name": "Thu ngân ca tối",
                     *           "description": "Bán hàng và tích điểm tại quầy",
                     *           "builtin": null,
                     *           "shopScope": "own",
                     *           "actions": [
                     *             "findtransactions",
                     *             "findshops",
                     *             "earnpointhistory",
                     *             "checkout"
                     *           ],
                     *           "requireStrongFactor": false,
                     *           "actionCount": 4,
                     *           "userCount": 3,
                     *           "createdAt": "2026-11-20T08:30:00.000+07:00",
                     *           "updatedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            actionCount: number;
                            actions: string[];
                            builtin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            /** Format: int64 */
                            id: number;
                            name: string;
                            requireStrongFactor: boolean;
                            /** @enum {string} */
                            shopScope: "all" | "own";
                            updatedAt: string | null;
                            /** Format: int64 */
                            userCount: number;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPermissionUpdateUserPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": 41,
                 *       "grants": [
                 *         "exporttransactions"
                 *       ],
                 *       "denies": [
                 *         "checkout"
                 *       ],
                 *       "password": "Owner-Passphrase-2026"
                 *     }
                 */
                "application/json": {
                    denies: ("findtransactions" | "exporttransactions" | "merchantinfo" | "movemoney" | "findshops" | "manageshops" | "exportshops" | "findsubmerchants" | "managesubmerchants" | "checkout" | "earnpointhistory" | "settlementpointhistory" | "settlementpoint" | "findclientroles" | "manageclientroles" | "teamactivity" | "findapikeys" | "manageapikeys" | "exportedreports")[];
                    grants: ("findtransactions" | "exporttransactions" | "merchantinfo" | "movemoney" | "findshops" | "manageshops" | "exportshops" | "findsubmerchants" | "managesubmerchants" | "checkout" | "earnpointhistory" | "settlementpointhistory" | "settlementpoint" | "findclientroles" | "manageclientroles" | "teamactivity" | "findapikeys" | "manageapikeys" | "exportedreports")[];
                    password?: string;
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                    /** Format: int64 */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "user": {
                     *           "id": 41,
                     *           "fullName": "Trần Thị Bình",
                     *           "phone": "0912345678",
                     *           "type": "submerchant",
                     *           "status": "active",
                     *           "roleId": 12,
                     *           "roleName": "Thu ngân ca tối",
                     *           "roleBuiltin": null,
                     *           "isOwner": false,
                     *           "grantCount": 1,
                     *           "denyCount": 0
                     *         },
                     *         "permissions": [
                     *           {
                     *             "action": "findtransactions",
                     *             "effective": true,
                     *             "source": "role",
                     *             "roleName": "Thu ngân ca tối"
                     *           },
                     *           {
                     *             "action": "exporttransactions",
                     *             "effective": true,
                     *             "source": "grant",
                     *             "roleName": null
                     *           },
                     *           {
                     *             "action": "checkout",
                     *             "effective": false,
                     *             "source": "deny",
                     *             "roleName": "Thu ngân ca tối"
                     *           },
                     *           {
                     *             "action": "dashboard",
                     *             "effective": true,
                     *             "source": "always",
                     *             "roleName": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            permissions: {
                                action: string;
                                effective: boolean;
                                roleName: string | null;
                                source: ("role" | "grant" | "deny" | "always") | null;
                            }[];
                            user: {
                                /** Format: int64 */
                                denyCount: number;
                                fullName: string;
                                /** Format: int64 */
                                grantCount: number;
                                /** Format: int64 */
                                id: number;
                                isOwner: boolean;
                                phone: string;
                                roleBuiltin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                                roleId: number | null;
                                roleName: string | null;
                                /** @enum {string} */
                                status: "active" | "locked";
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                            };
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPermissionUserPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": 41
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "user": {
                     *           "id": 41,
                     *           "fullName": "Trần Thị Bình",
                     *           "phone": "0912345678",
                     *           "type": "submerchant",
                     *           "status": "active",
                     *           "roleId": 12,
                     *           "roleName": "Thu ngân ca tối",
                     *           "roleBuiltin": null,
                     *           "isOwner": false,
                     *           "grantCount": 1,
                     *           "denyCount": 0
                     *         },
                     *         "permissions": [
                     *           {
                     *             "action": "findtransactions",
                     *             "effective": true,
                     *             "source": "role",
                     *             "roleName": "Thu ngân ca tối"
                     *           },
                     *           {
                     *             "action": "exporttransactions",
                     *             "effective": true,
                     *             "source": "grant",
                     *             "roleName": null
                     *           },
                     *           {
                     *             "action": "checkout",
                     *             "effective": false,
                     *             "source": "deny",
                     *             "roleName": "Thu ngân ca tối"
                     *           },
                     *           {
                     *             "action": "dashboard",
                     *             "effective": true,
                     *             "source": "always",
                     *             "roleName": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            permissions: {
                                action: string;
                                effective: boolean;
                                roleName: string | null;
                                source: ("role" | "grant" | "deny" | "always") | null;
                            }[];
                            user: {
                                /** Format: int64 */
                                denyCount: number;
                                fullName: string;
                                /** Format: int64 */
                                grantCount: number;
                                /** Format: int64 */
                                id: number;
                                isOwner: boolean;
                                phone: string;
                                roleBuiltin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                                roleId: number | null;
                                roleName: string | null;
                                /** @enum {string} */
                                status: "active" | "locked";
                                /** @enum {string} */
                                type: "merchant" | "submerchant" | "thirdparty" | "staff";
                            };
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postPermissionUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "sort": [
                 *         {
                 *           "fullName": "asc"
                 *         }
                 *       ],
                 *       "queryInput": {
                 *         "roleId": 12
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        id?: number | {
                            in: number[];
                        };
                        q?: string;
                        roleId?: number | {
                            in: number[];
                        };
                        status?: ("active" | "locked") | {
                            in: ("active" | "locked")[];
                        };
                        type?: ("merchant" | "submerchant" | "thirdparty" | "staff") | {
                            in: ("merchant" | "submerchant" | "thirdparty" | "staff")[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 41,
                     *           "fullName": "Trần Thị Bình",
                     *           "phone": "0912345678",
                     *           "type": "submerchant",
                     *           "status": "active",
                     *           "roleId": 12,
                     *           "roleName": "Thu ngân ca tối",
                     *           "roleBuiltin": null,
                     *           "isOwner": false,
                     *           "grantCount": 1,
                     *           "denyCount": 0
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            /** Format: int64 */
                            denyCount: number;
                            fullName: string;
                            /** Format: int64 */
                            grantCount: number;
                            /** Format: int64 */
                            id: number;
                            isOwner: boolean;
                            phone: string;
                            roleBuiltin: ("owner" | "manager" | "cashier" | "accountant" | "apiuser") | null;
                            roleId: number | null;
                            roleName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            /** @enum {string} */
                            type: "merchant" | "submerchant" | "thirdparty" | "staff";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postProvinceGetProvince: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "system": "2025",
                 *       "limit": 1000,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 1000
                     */
                    limit?: number;
                    queryInput?: {
                        name?: {
                            contains: string;
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                    /**
                     * @default 2025
                     * @enum {string}
                     */
                    system?: "2025" | "legacy";
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "code": "79",
                     *           "name": "Thành phố Hồ Chí Minh",
                     *           "parentCode": null
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            code: string;
                            name: string;
                            parentCode: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecordsModel: {
        parameters: {
            query?: {
                api?: string;
                limit?: number;
                page?: string;
                /** @description JSON object of filters: { field: value | { contains: text } | { in: [values] } | { gte, lte } } */
                queryInput?: string;
                select?: string;
                skip?: number;
                /** @description JSON list of { field: "asc" | "desc" }, at most 5; default [{"id":"desc"}] */
                sort?: string;
            };
            header?: never;
            path: {
                model: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1042,
                     *           "title": "Giảm 10% cho thành viên mới",
                     *           "kind": "promotion",
                     *           "startDate": "2026-12-01",
                     *           "discount": 10,
                     *           "pinned": true,
                     *           "createdAt": "2026-11-20T08:00:00.000Z",
                     *           "updatedAt": "2026-11-21T01:30:00.000Z"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: ({
                            createdAt?: string;
                            /** Format: int64 */
                            id: number;
                            updatedAt?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postRecordsModel: {
        parameters: {
            query?: {
                api?: string;
                page?: string;
            };
            header?: never;
            path: {
                model: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Giảm 10% cho thành viên mới",
                 *       "kind": "promotion",
                 *       "startDate": "2026-12-01",
                 *       "discount": 10,
                 *       "pinned": true
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1042,
                     *         "title": "Giảm 10% cho thành viên mới",
                     *         "kind": "promotion",
                     *         "startDate": "2026-12-01",
                     *         "discount": 10,
                     *         "pinned": true,
                     *         "createdAt": "2026-11-20T08:00:00.000Z",
                     *         "updatedAt": "2026-11-21T01:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1042,
                         *       "title": "Giảm 10% cho thành viên mới",
                         *       "kind": "promotion",
                         *       "startDate": "2026-12-01",
                         *       "discount": 10,
                         *       "pinned": true,
                         *       "createdAt": "2026-11-20T08:00:00.000Z",
                         *       "updatedAt": "2026-11-21T01:30:00.000Z"
                         *     }
                         */
                        data: {
                            createdAt?: string;
                            /** Format: int64 */
                            id: number;
                            updatedAt?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecordsModelId: {
        parameters: {
            query?: {
                api?: string;
                page?: string;
            };
            header?: never;
            path: {
                id: string;
                model: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1042,
                     *         "title": "Giảm 10% cho thành viên mới",
                     *         "kind": "promotion",
                     *         "startDate": "2026-12-01",
                     *         "discount": 10,
                     *         "pinned": true,
                     *         "createdAt": "2026-11-20T08:00:00.000Z",
                     *         "updatedAt": "2026-11-21T01:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1042,
                         *       "title": "Giảm 10% cho thành viên mới",
                         *       "kind": "promotion",
                         *       "startDate": "2026-12-01",
                         *       "discount": 10,
                         *       "pinned": true,
                         *       "createdAt": "2026-11-20T08:00:00.000Z",
                         *       "updatedAt": "2026-11-21T01:30:00.000Z"
                         *     }
                         */
                        data: {
                            createdAt?: string;
                            /** Format: int64 */
                            id: number;
                            updatedAt?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRecordsModelId: {
        parameters: {
            query?: {
                api?: string;
                page?: string;
            };
            header?: never;
            path: {
                id: string;
                model: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1042
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1042
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            id: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchRecordsModelId: {
        parameters: {
            query?: {
                api?: string;
                page?: string;
            };
            header?: never;
            path: {
                id: string;
                model: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Giảm 10% cho thành viên mới",
                 *       "kind": "promotion",
                 *       "startDate": "2026-12-01",
                 *       "discount": 10,
                 *       "pinned": true
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1042,
                     *         "title": "Giảm 10% cho thành viên mới",
                     *         "kind": "promotion",
                     *         "startDate": "2026-12-01",
                     *         "discount": 10,
                     *         "pinned": true,
                     *         "createdAt": "2026-11-20T08:00:00.000Z",
                     *         "updatedAt": "2026-11-21T01:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1042,
                         *       "title": "Giảm 10% cho thành viên mới",
                         *       "kind": "promotion",
                         *       "startDate": "2026-12-01",
                         *       "discount": 10,
                         *       "pinned": true,
                         *       "createdAt": "2026-11-20T08:00:00.000Z",
                         *       "updatedAt": "2026-11-21T01:30:00.000Z"
                         *     }
                         */
                        data: {
                            createdAt?: string;
                            /** Format: int64 */
                            id: number;
                            updatedAt?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportDetailTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 88213
                 *     }
                 */
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 88213,
                     *         "reference": "PAY-20261121-000381",
                     *         "createdAt": "2026-11-21T09:42:17+07:00",
                     *         "amount": 185000,
                     *         "fee": 1850,
                     *         "status": "success",
                     *         "type": "payment",
                     *         "serviceCode": "QR_PAY",
                     *         "shopId": 12,
                     *         "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *         "userId": 31,
                     *         "userName": "Trần Thị Bình",
                     *         "netAmount": 183150,
                     *         "shopAddress": "25 Bạch Đằng, Phường Hải Châu, Thành phố Đà Nẵng",
                     *         "shopPhone": "0236 3821 456",
                     *         "userPhone": "0912345678"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 88213,
                         *       "reference": "PAY-20261121-000381",
                         *       "createdAt": "2026-11-21T09:42:17+07:00",
                         *       "amount": 185000,
                         *       "fee": 1850,
                         *       "status": "success",
                         *       "type": "payment",
                         *       "serviceCode": "QR_PAY",
                         *       "shopId": 12,
                         *       "shopName": "Cà phê Sông Hàn – Hải Châu",
                         *       "userId": 31,
                         *       "userName": "Trần Thị Bình",
                         *       "netAmount": 183150,
                         *       "shopAddress": "25 Bạch Đằng, Phường Hải Châu, Thành phố Đà Nẵng",
                         *       "shopPhone": "0236 3821 456",
                         *       "userPhone": "0912345678"
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: int64 */
                            fee: number;
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            netAmount: number;
                            reference: string;
                            serviceCode: string;
                            shopAddress: string | null;
                            shopId: number | null;
                            shopName: string | null;
                            shopPhone: string | null;
                            /** @enum {string} */
                            status: "success" | "pending" | "failed";
                            /** @enum {string} */
                            type: "payment" | "refund" | "topup" | "withdraw";
                            userId: number | null;
                            userName: string | null;
                            userPhone: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportDownloadTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticket: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file as an attachment: CSV (UTF-8 with a BOM) or XLSX, as the job asked */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    /**
                     * @example Reference,Date and time,Amount (VND),Fee (VND),Net (VND),Status
                     *     PAY-20261121-000381,21/11/2026 09:42,185000,1850,183150,Successful
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportDownloadTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "url": "/api/report/download/tk_Q2x9Lm4Vb7Nc1Rz8Wp5Ks3Hd"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "url": "/api/report/download/tk_Q2x9Lm4Vb7Nc1Rz8Wp5Ks3Hd"
                         *     }
                         */
                        data: {
                            url: string;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportExportedReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                     *           "kind": "transactions",
                     *           "format": "xlsx",
                     *           "status": "done",
                     *           "progress": 100,
                     *           "rows": 1284,
                     *           "size": 96512,
                     *           "fileName": "giao-dich-2026-11.xlsx",
                     *           "error": null,
                     *           "createdAt": "2026-11-21T02:00:00.000Z",
                     *           "finishedAt": "2026-11-21T02:00:09.000Z",
                     *           "expiresAt": "2026-11-24T02:00:09.000Z"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            error: string | null;
                            expiresAt: string | null;
                            fileName: string;
                            finishedAt: string | null;
                            /** @enum {string} */
                            format: "csv" | "xlsx";
                            id: string;
                            /** @enum {string} */
                            kind: "transactions" | "earnPoints" | "pointSettlements" | "shops" | "submerchants" | "activity";
                            /** Format: int32 */
                            progress: number;
                            /** Format: int64 */
                            rows: number;
                            size: number | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportExportShops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "active"
                 *       },
                 *       "format": "csv",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /** @enum {string} */
                    locale?: "en" | "vi";
                    queryInput?: {
                        districtCode?: string;
                        id?: number | {
                            in: number[];
                        };
                        provinceCode?: string;
                        q?: string;
                        /** @enum {string} */
                        status?: "active" | "locked";
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                         *       "status": "queued"
                         *     }
                         */
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportExportSubMerchant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "active"
                 *       },
                 *       "format": "csv",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /** @enum {string} */
                    locale?: "en" | "vi";
                    queryInput?: {
                        id?: number | {
                            in: number[];
                        };
                        q?: string;
                        roleId?: number | {
                            in: number[];
                        };
                        shopId?: number | {
                            in: number[];
                        };
                        status?: ("active" | "locked") | {
                            in: ("active" | "locked")[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                         *       "status": "queued"
                         *     }
                         */
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportExportTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "success",
                 *         "type": "payment"
                 *       },
                 *       "format": "csv",
                 *       "locale": "en"
                 *     }
                 */
                "application/json": {
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /** @enum {string} */
                    locale?: "en" | "vi";
                    queryInput?: {
                        amount?: {
                            /** Format: int64 */
                            gte?: number;
                            /** Format: int64 */
                            lte?: number;
                        };
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        reference?: {
                            contains: string;
                        };
                        serviceCode?: string | {
                            in: string[];
                        };
                        shopId?: number | {
                            in: number[];
                        };
                        status?: ("success" | "pending" | "failed") | {
                            in: ("success" | "pending" | "failed")[];
                        };
                        type?: ("payment" | "refund" | "topup" | "withdraw") | {
                            in: ("payment" | "refund" | "topup" | "withdraw")[];
                        };
                    };
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                         *       "status": "queued"
                         *     }
                         */
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportFindServiceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "active"
                 *       },
                 *       "limit": 100,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    queryInput?: {
                        id?: number | {
                            in: number[];
                        };
                        name?: {
                            contains: string;
                        };
                        /** @enum {string} */
                        status?: "active" | "locked";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "code": "QR_PAY"
                     *         },
                     *         {
                     *           "code": "TOPUP"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example [
                         *       {
                         *         "code": "QR_PAY"
                         *       },
                         *       {
                         *         "code": "TOPUP"
                         *       }
                         *     ]
                         */
                        data: {
                            code: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportFindShopList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "active"
                 *       },
                 *       "limit": 100,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 100
                     */
                    limit?: number;
                    queryInput?: {
                        id?: number | {
                            in: number[];
                        };
                        name?: {
                            contains: string;
                        };
                        /** @enum {string} */
                        status?: "active" | "locked";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "name": "Cà phê Sông Hàn – Hải Châu",
                     *           "status": "active"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "active" | "locked";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportFindShops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "active"
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        districtCode?: string;
                        id?: number | {
                            in: number[];
                        };
                        provinceCode?: string;
                        q?: string;
                        /** @enum {string} */
                        status?: "active" | "locked";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "code": "SH-HC01",
                     *           "name": "Cà phê Sông Hàn – Hải Châu",
                     *           "phone": "0905123456",
                     *           "email": "haichau@songhan.vn",
                     *           "opensAt": "07:00",
                     *           "closesAt": "22:00",
                     *           "address": "25 Bạch Đằng",
                     *           "addressSystem": "2025",
                     *           "provinceCode": "48",
                     *           "districtCode": null,
                     *           "wardCode": "20194",
                     *           "provinceName": "Thành phố Đà Nẵng",
                     *           "districtName": null,
                     *           "wardName": "Phường Hải Châu",
                     *           "latitude": 16.0678,
                     *           "longitude": 108.2245,
                     *           "status": "active",
                     *           "createdAt": "2026-02-10T02:00:00.000Z",
                     *           "updatedAt": "2026-10-05T07:30:00.000Z"
                     *         }
                     *       ],
                     *       "count": 1,
                     *       "countIsLowerBound": true,
                     *       "countIsEstimate": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            address: string;
                            /** @enum {string} */
                            addressSystem: "2025" | "legacy";
                            closesAt: string | null;
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            districtCode: string | null;
                            districtName: string | null;
                            email: string | null;
                            /** Format: int64 */
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            provinceCode: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                            wardCode: string | null;
                            wardName: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportFindSubmerchants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "queryInput": {
                 *         "status": "active"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        id?: number | {
                            in: number[];
                        };
                        q?: string;
                        roleId?: number | {
                            in: number[];
                        };
                        shopId?: number | {
                            in: number[];
                        };
                        status?: ("active" | "locked") | {
                            in: ("active" | "locked")[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 31,
                     *           "fullName": "Trần Thị Bình",
                     *           "phone": "0912345678",
                     *           "email": "employee@demo.local",
                     *           "status": "active",
                     *           "roleId": 2,
                     *           "roleName": "Shop employee",
                     *           "shopIds": [
                     *             12,
                     *             14
                     *           ],
                     *           "shops": [
                     *             {
                     *               "id": 12,
                     *               "name": "Cà phê Sông Hàn – Hải Châu"
                     *             },
                     *             {
                     *               "id": 14,
                     *               "name": "Cà phê Sông Hàn – Sơn Trà"
                     *             }
                     *           ],
                     *           "identityType": "CCCD",
                     *           "identityNumber": "********4821",
                     *           "mustChangePassword": false,
                     *           "lastSignInAt": "2026-11-21T01:05:00.000Z",
                     *           "createdAt": "2026-03-14T02:30:00.000Z",
                     *           "updatedAt": "2026-09-02T08:10:00.000Z"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string | null;
                            fullName: string;
                            /** Format: int64 */
                            id: number;
                            identityNumber: string | null;
                            identityType: string | null;
                            lastSignInAt: string | null;
                            mustChangePassword: boolean;
                            phone: string;
                            roleId: number | null;
                            roleName: string | null;
                            shopIds: number[];
                            shops: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportFindTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sort": [
                 *         {
                 *           "createdAt": "desc"
                 *         }
                 *       ],
                 *       "queryInput": {
                 *         "createdAt": {
                 *           "gte": "2026-11-01T00:00:00+07:00",
                 *           "lte": "2026-11-21T23:59:59+07:00"
                 *         },
                 *         "status": "success",
                 *         "shopId": 12
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        amount?: {
                            /** Format: int64 */
                            gte?: number;
                            /** Format: int64 */
                            lte?: number;
                        };
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        reference?: {
                            contains: string;
                        };
                        serviceCode?: string | {
                            in: string[];
                        };
                        shopId?: number | {
                            in: number[];
                        };
                        status?: ("success" | "pending" | "failed") | {
                            in: ("success" | "pending" | "failed")[];
                        };
                        type?: ("payment" | "refund" | "topup" | "withdraw") | {
                            in: ("payment" | "refund" | "topup" | "withdraw")[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 88213,
                     *           "reference": "PAY-20261121-000381",
                     *           "createdAt": "2026-11-21T09:42:17+07:00",
                     *           "amount": 185000,
                     *           "fee": 1850,
                     *           "status": "success",
                     *           "type": "payment",
                     *           "serviceCode": "QR_PAY",
                     *           "shopId": 12,
                     *           "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *           "userId": 31,
                     *           "userName": "Trần Thị Bình"
                     *         }
                     *       ],
                     *       "count": 1,
                     *       "countIsLowerBound": true,
                     *       "countIsEstimate": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: int64 */
                            fee: number;
                            /** Format: int64 */
                            id: number;
                            reference: string;
                            serviceCode: string;
                            shopId: number | null;
                            shopName: string | null;
                            /** @enum {string} */
                            status: "success" | "pending" | "failed";
                            /** @enum {string} */
                            type: "payment" | "refund" | "topup" | "withdraw";
                            userId: number | null;
                            userName: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postReportTransactionByService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-11-01T00:00:00+07:00",
                 *       "to": "2026-11-21T23:59:59+07:00",
                 *       "limit": 5
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    from: string;
                    /** Format: int32 */
                    limit?: number;
                    /** Format: date-time */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "serviceCode": "QR_PAY",
                     *           "count": 530,
                     *           "amount": 91240000
                     *         },
                     *         {
                     *           "serviceCode": "TOPUP",
                     *           "count": 48,
                     *           "amount": 4800000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example [
                         *       {
                         *         "serviceCode": "QR_PAY",
                         *         "count": 530,
                         *         "amount": 91240000
                         *       },
                         *       {
                         *         "serviceCode": "TOPUP",
                         *         "count": 48,
                         *         "amount": 4800000
                         *       }
                         *     ]
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: int64 */
                            count: number;
                            serviceCode: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportsModel: {
        parameters: {
            query?: {
                /** @description <field>=<value> filters by equality (repeat for any of); queryInput and sort (JSON, as the list call takes them), columns (comma-separated) and locale (vi | en) make the export what the list shows; page, api and accesstoken are ignored */
                filters?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path: {
                model: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (UTF-8 with a BOM), as an attachment; X-Report-Rows says how many rows */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Reference,Date and time,Amount (VND),Fee (VND),Net (VND),Status
                     *     PAY-20261121-000381,21/11/2026 09:42,185000,1850,183150,Successful
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityConfirmAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "492039"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "recoveryCodes": [
                     *           "k7m2p-9qx4t",
                     *           "a3bcd-ef5gh"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "recoveryCodes": [
                         *         "k7m2p-9qx4t",
                         *         "a3bcd-ef5gh"
                         *       ]
                         *     }
                         */
                        data: {
                            recoveryCodes: string[] | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityExportActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "scope": "team",
                 *       "queryInput": {
                 *         "userId": 2,
                 *         "kind": "signIn"
                 *       },
                 *       "format": "xlsx",
                 *       "locale": "vi"
                 *     }
                 */
                "application/json": {
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /** @enum {string} */
                    locale?: "en" | "vi";
                    queryInput?: {
                        at?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        kind?: ("signIn" | "captcha" | "otpSent" | "otpSendFailed" | "otpVerified" | "otpWrong" | "throttled" | "otpResumed" | "passwordChanged" | "passwordReset" | "resetRequested" | "logout" | "deviceForgotten" | "noticeSent" | "noticeFailed" | "forbidden" | "employeeCreated" | "employeeUpdated" | "employeeRefused" | "employeeLocked" | "employeeActivated" | "deviceAdded" | "deviceRemoved" | "checkout" | "transferRequested" | "transferRefused" | "transferCodeWrong" | "transferCompleted" | "transferExpired" | "transferCancelled" | "shopCreated" | "shopUpdated" | "shopLocked" | "shopActivated" | "roleCreated" | "roleUpdated" | "roleDeleted" | "rolePermissionsChanged" | "userRoleChanged" | "userPermissionsChanged" | "roleRefused" | "apiKeyCreated" | "apiKeyUpdated" | "apiKeyRevoked" | "apiKeyEnabled" | "apiKeyRolled" | "apiKeyRefused" | "webhookEndpointCreated" | "webhookEndpointUpdated" | "webhookSecretRolled" | "webhookEndpointDeleted" | "webhookRefused" | "sessionRevoked" | "otherSessionsRevoked" | "authenticatorEnrolled" | "authenticatorRemoved" | "authenticatorUsed" | "recoveryCodeUsed" | "recoveryCodesRegenerated" | "passkeyEnrolled" | "passkeyRemoved" | "passkeyUsed") | {
                            in: ("signIn" | "captcha" | "otpSent" | "otpSendFailed" | "otpVerified" | "otpWrong" | "throttled" | "otpResumed" | "passwordChanged" | "passwordReset" | "resetRequested" | "logout" | "deviceForgotten" | "noticeSent" | "noticeFailed" | "forbidden" | "employeeCreated" | "employeeUpdated" | "employeeRefused" | "employeeLocked" | "employeeActivated" | "deviceAdded" | "deviceRemoved" | "checkout" | "transferRequested" | "transferRefused" | "transferCodeWrong" | "transferCompleted" | "transferExpired" | "transferCancelled" | "shopCreated" | "shopUpdated" | "shopLocked" | "shopActivated" | "roleCreated" | "roleUpdated" | "roleDeleted" | "rolePermissionsChanged" | "userRoleChanged" | "userPermissionsChanged" | "roleRefused" | "apiKeyCreated" | "apiKeyUpdated" | "apiKeyRevoked" | "apiKeyEnabled" | "apiKeyRolled" | "apiKeyRefused" | "webhookEndpointCreated" | "webhookEndpointUpdated" | "webhookSecretRolled" | "webhookEndpointDeleted" | "webhookRefused" | "sessionRevoked" | "otherSessionsRevoked" | "authenticatorEnrolled" | "authenticatorRemoved" | "authenticatorUsed" | "recoveryCodeUsed" | "recoveryCodesRegenerated" | "passkeyEnrolled" | "passkeyRemoved" | "passkeyUsed")[];
                        };
                        /** @enum {string} */
                        outcome?: "success" | "failure" | "blocked";
                        /** Format: int64 */
                        userId?: number;
                    };
                    /**
                     * @default own
                     * @enum {string}
                     */
                    scope?: "own" | "team";
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "6d1f3b8a-2c4e-4f7a-9b0d-5e8c1a3f7b29",
                         *       "status": "queued"
                         *     }
                         */
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFindActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "kind": {
                 *           "in": [
                 *             "signIn",
                 *             "passwordChanged"
                 *           ]
                 *         },
                 *         "at": {
                 *           "gte": "2026-11-01T00:00:00+07:00",
                 *           "lte": "2026-11-21T23:59:59+07:00"
                 *         }
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        at?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        kind?: ("signIn" | "captcha" | "otpSent" | "otpSendFailed" | "otpVerified" | "otpWrong" | "throttled" | "otpResumed" | "passwordChanged" | "passwordReset" | "resetRequested" | "logout" | "deviceForgotten" | "noticeSent" | "noticeFailed" | "forbidden" | "employeeCreated" | "employeeUpdated" | "employeeRefused" | "employeeLocked" | "employeeActivated" | "deviceAdded" | "deviceRemoved" | "checkout" | "transferRequested" | "transferRefused" | "transferCodeWrong" | "transferCompleted" | "transferExpired" | "transferCancelled" | "shopCreated" | "shopUpdated" | "shopLocked" | "shopActivated" | "roleCreated" | "roleUpdated" | "roleDeleted" | "rolePermissionsChanged" | "userRoleChanged" | "userPermissionsChanged" | "roleRefused" | "apiKeyCreated" | "apiKeyUpdated" | "apiKeyRevoked" | "apiKeyEnabled" | "apiKeyRolled" | "apiKeyRefused" | "webhookEndpointCreated" | "webhookEndpointUpdated" | "webhookSecretRolled" | "webhookEndpointDeleted" | "webhookRefused" | "sessionRevoked" | "otherSessionsRevoked" | "authenticatorEnrolled" | "authenticatorRemoved" | "authenticatorUsed" | "recoveryCodeUsed" | "recoveryCodesRegenerated" | "passkeyEnrolled" | "passkeyRemoved" | "passkeyUsed") | {
                            in: ("signIn" | "captcha" | "otpSent" | "otpSendFailed" | "otpVerified" | "otpWrong" | "throttled" | "otpResumed" | "passwordChanged" | "passwordReset" | "resetRequested" | "logout" | "deviceForgotten" | "noticeSent" | "noticeFailed" | "forbidden" | "employeeCreated" | "employeeUpdated" | "employeeRefused" | "employeeLocked" | "employeeActivated" | "deviceAdded" | "deviceRemoved" | "checkout" | "transferRequested" | "transferRefused" | "transferCodeWrong" | "transferCompleted" | "transferExpired" | "transferCancelled" | "shopCreated" | "shopUpdated" | "shopLocked" | "shopActivated" | "roleCreated" | "roleUpdated" | "roleDeleted" | "rolePermissionsChanged" | "userRoleChanged" | "userPermissionsChanged" | "roleRefused" | "apiKeyCreated" | "apiKeyUpdated" | "apiKeyRevoked" | "apiKeyEnabled" | "apiKeyRolled" | "apiKeyRefused" | "webhookEndpointCreated" | "webhookEndpointUpdated" | "webhookSecretRolled" | "webhookEndpointDeleted" | "webhookRefused" | "sessionRevoked" | "otherSessionsRevoked" | "authenticatorEnrolled" | "authenticatorRemoved" | "authenticatorUsed" | "recoveryCodeUsed" | "recoveryCodesRegenerated" | "passkeyEnrolled" | "passkeyRemoved" | "passkeyUsed")[];
                        };
                        /** @enum {string} */
                        outcome?: "success" | "failure" | "blocked";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1042,
                     *           "at": "2026-11-20T08:15:00.000Z",
                     *           "kind": "signIn",
                     *           "outcome": "failure",
                     *           "ip": "113.161.72.15",
                     *           "client": "Chrome 131 · Windows 10",
                     *           "userId": 2,
                     *           "userName": "Trần Thị Bình",
                     *           "detail": {
                     *             "reason": "wrongPassword"
                     *           }
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        countIsLowerBound?: boolean;
                        data: {
                            /** Format: date-time */
                            at: string;
                            client: string | null;
                            detail: {
                                [key: string]: string | number | boolean | null;
                            };
                            /** Format: int64 */
                            id: number;
                            ip: string | null;
                            kind: string;
                            /** @enum {string} */
                            outcome: "success" | "failure" | "blocked";
                            userId: number | null;
                            userName: string | null;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFindFactors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "authenticator": {
                     *           "state": "active",
                     *           "confirmedAt": "2026-11-29T08:10:00.000Z",
                     *           "lastUsedAt": null
                     *         },
                     *         "passkeys": [
                     *           {
                     *             "id": 3,
                     *             "name": "Work laptop",
                     *             "createdAt": "2026-11-29T08:12:00.000Z",
                     *             "lastUsedAt": null
                     *           }
                     *         ],
                     *         "recoveryCodesLeft": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "authenticator": {
                         *         "state": "active",
                         *         "confirmedAt": "2026-11-29T08:10:00.000Z",
                         *         "lastUsedAt": null
                         *       },
                         *       "passkeys": [
                         *         {
                         *           "id": 3,
                         *           "name": "Work laptop",
                         *           "createdAt": "2026-11-29T08:12:00.000Z",
                         *           "lastUsedAt": null
                         *         }
                         *       ],
                         *       "recoveryCodesLeft": 10
                         *     }
                         */
                        data: {
                            authenticator: {
                                confirmedAt: string | null;
                                lastUsedAt: string | null;
                                /** @enum {string} */
                                state: "none" | "pending" | "active";
                            };
                            passkeys: {
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: int64 */
                                id: number;
                                lastUsedAt: string | null;
                                name: string;
                            }[];
                            /** Format: int64 */
                            recoveryCodesLeft: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFindSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": "5b0e7f0c-3d7a-4a8e-9d2b-6f1c2e9a4b11",
                     *           "client": "Chrome 131 · Windows 10",
                     *           "ip": "113.161.72.15",
                     *           "createdAt": "2026-11-20T01:30:00.000Z",
                     *           "lastSeenAt": "2026-11-20T08:15:00.000Z",
                     *           "current": true
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        countIsLowerBound?: boolean;
                        data: {
                            client: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            current: boolean;
                            /** Format: uuid */
                            id: string;
                            ip: string | null;
                            /** Format: date-time */
                            lastSeenAt: string;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFindTeamActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "kind": {
                 *           "in": [
                 *             "signIn",
                 *             "passwordChanged"
                 *           ]
                 *         },
                 *         "at": {
                 *           "gte": "2026-11-01T00:00:00+07:00",
                 *           "lte": "2026-11-21T23:59:59+07:00"
                 *         },
                 *         "userId": 2
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        at?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        kind?: ("signIn" | "captcha" | "otpSent" | "otpSendFailed" | "otpVerified" | "otpWrong" | "throttled" | "otpResumed" | "passwordChanged" | "passwordReset" | "resetRequested" | "logout" | "deviceForgotten" | "noticeSent" | "noticeFailed" | "forbidden" | "employeeCreated" | "employeeUpdated" | "employeeRefused" | "employeeLocked" | "employeeActivated" | "deviceAdded" | "deviceRemoved" | "checkout" | "transferRequested" | "transferRefused" | "transferCodeWrong" | "transferCompleted" | "transferExpired" | "transferCancelled" | "shopCreated" | "shopUpdated" | "shopLocked" | "shopActivated" | "roleCreated" | "roleUpdated" | "roleDeleted" | "rolePermissionsChanged" | "userRoleChanged" | "userPermissionsChanged" | "roleRefused" | "apiKeyCreated" | "apiKeyUpdated" | "apiKeyRevoked" | "apiKeyEnabled" | "apiKeyRolled" | "apiKeyRefused" | "webhookEndpointCreated" | "webhookEndpointUpdated" | "webhookSecretRolled" | "webhookEndpointDeleted" | "webhookRefused" | "sessionRevoked" | "otherSessionsRevoked" | "authenticatorEnrolled" | "authenticatorRemoved" | "authenticatorUsed" | "recoveryCodeUsed" | "recoveryCodesRegenerated" | "passkeyEnrolled" | "passkeyRemoved" | "passkeyUsed") | {
                            in: ("signIn" | "captcha" | "otpSent" | "otpSendFailed" | "otpVerified" | "otpWrong" | "throttled" | "otpResumed" | "passwordChanged" | "passwordReset" | "resetRequested" | "logout" | "deviceForgotten" | "noticeSent" | "noticeFailed" | "forbidden" | "employeeCreated" | "employeeUpdated" | "employeeRefused" | "employeeLocked" | "employeeActivated" | "deviceAdded" | "deviceRemoved" | "checkout" | "transferRequested" | "transferRefused" | "transferCodeWrong" | "transferCompleted" | "transferExpired" | "transferCancelled" | "shopCreated" | "shopUpdated" | "shopLocked" | "shopActivated" | "roleCreated" | "roleUpdated" | "roleDeleted" | "rolePermissionsChanged" | "userRoleChanged" | "userPermissionsChanged" | "roleRefused" | "apiKeyCreated" | "apiKeyUpdated" | "apiKeyRevoked" | "apiKeyEnabled" | "apiKeyRolled" | "apiKeyRefused" | "webhookEndpointCreated" | "webhookEndpointUpdated" | "webhookSecretRolled" | "webhookEndpointDeleted" | "webhookRefused" | "sessionRevoked" | "otherSessionsRevoked" | "authenticatorEnrolled" | "authenticatorRemoved" | "authenticatorUsed" | "recoveryCodeUsed" | "recoveryCodesRegenerated" | "passkeyEnrolled" | "passkeyRemoved" | "passkeyUsed")[];
                        };
                        /** @enum {string} */
                        outcome?: "success" | "failure" | "blocked";
                        /** Format: int64 */
                        userId?: number;
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1042,
                     *           "at": "2026-11-20T08:15:00.000Z",
                     *           "kind": "signIn",
                     *           "outcome": "failure",
                     *           "ip": "113.161.72.15",
                     *           "client": "Chrome 131 · Windows 10",
                     *           "userId": 2,
                     *           "userName": "Trần Thị Bình",
                     *           "detail": {
                     *             "reason": "wrongPassword"
                     *           }
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        countIsLowerBound?: boolean;
                        data: {
                            /** Format: date-time */
                            at: string;
                            client: string | null;
                            detail: {
                                [key: string]: string | number | boolean | null;
                            };
                            /** Format: int64 */
                            id: number;
                            ip: string | null;
                            kind: string;
                            /** @enum {string} */
                            outcome: "success" | "failure" | "blocked";
                            userId: number | null;
                            userName: string | null;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFindTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "name": "Trần Thị Bình",
                     *           "phone": "0912345678",
                     *           "type": "submerchant"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                            phone: string;
                            /** @enum {string} */
                            type: "merchant" | "submerchant" | "thirdparty" | "staff";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFindTeamSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "userId": 2
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        /** Format: int64 */
                        userId?: number;
                    };
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": "5b0e7f0c-3d7a-4a8e-9d2b-6f1c2e9a4b11",
                     *           "client": "Safari 17 · iOS 17.5",
                     *           "ip": "14.232.208.9",
                     *           "createdAt": "2026-11-20T01:30:00.000Z",
                     *           "lastSeenAt": "2026-11-20T08:15:00.000Z",
                     *           "userId": 2,
                     *           "userName": "Trần Thị Bình",
                     *           "userPhone": "0912345678",
                     *           "userType": "submerchant"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        countIsLowerBound?: boolean;
                        data: {
                            client: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            ip: string | null;
                            /** Format: date-time */
                            lastSeenAt: string;
                            /** Format: int64 */
                            userId: number;
                            userName: string;
                            userPhone: string;
                            /** @enum {string} */
                            userType: "merchant" | "submerchant" | "thirdparty" | "staff";
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFindTrustedDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "deviceId": "",
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    deviceId?: string;
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": "9c2d4e61-0a8b-4f3e-8b7a-2d5c1e0f9a33",
                     *           "client": "Chrome 131 · Windows 10",
                     *           "ip": "113.161.72.15",
                     *           "createdAt": "2026-11-02T02:00:00.000Z",
                     *           "lastUsedAt": "2026-11-20T01:30:00.000Z",
                     *           "trustedUntil": "2026-12-02T02:00:00.000Z",
                     *           "current": true
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        countIsLowerBound?: boolean;
                        data: {
                            client: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            current: boolean;
                            /** Format: uuid */
                            id: string;
                            ip: string | null;
                            lastUsedAt: string | null;
                            /** Format: date-time */
                            trustedUntil: string;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityFinishPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Work laptop",
                 *       "response": {
                 *         "id": "AW4bY1kz0cQ",
                 *         "rawId": "AW4bY1kz0cQ",
                 *         "type": "public-key",
                 *         "authenticatorAttachment": "platform",
                 *         "clientExtensionResults": {},
                 *         "response": {
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
                 *           "attestationObject": "o2NmbXRkbm9uZQ",
                 *           "transports": [
                 *             "internal",
                 *             "hybrid"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @example {
                     *       "id": "AW4bY1kz0cQ",
                     *       "rawId": "AW4bY1kz0cQ",
                     *       "type": "public-key",
                     *       "authenticatorAttachment": "platform",
                     *       "clientExtensionResults": {},
                     *       "response": {
                     *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
                     *         "attestationObject": "o2NmbXRkbm9uZQ",
                     *         "transports": [
                     *           "internal",
                     *           "hybrid"
                     *         ]
                     *       }
                     *     }
                     */
                    response: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            attestationObject: string;
                            authenticatorData?: string;
                            clientDataJSON: string;
                            publicKey?: string;
                            /** Format: int64 */
                            publicKeyAlgorithm?: number;
                            transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "recoveryCodes": [
                     *           "k7m2p-9qx4t",
                     *           "a3bcd-ef5gh"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "recoveryCodes": [
                         *         "k7m2p-9qx4t",
                         *         "a3bcd-ef5gh"
                         *       ]
                         *     }
                         */
                        data: {
                            recoveryCodes: string[] | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityForgetTrustedDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "9c2d4e61-0a8b-4f3e-8b7a-2d5c1e0f9a33"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityRegenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "demo-merchant-2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "recoveryCodes": [
                     *           "k7m2p-9qx4t",
                     *           "a3bcd-ef5gh"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "recoveryCodes": [
                         *         "k7m2p-9qx4t",
                         *         "a3bcd-ef5gh"
                         *       ]
                         *     }
                         */
                        data: {
                            recoveryCodes: string[] | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityRemoveAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "demo-merchant-2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityRemovePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3,
                 *       "password": "demo-merchant-2026"
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    id: number;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": null
                     *     }
                     */
                    "application/json": {
                        data: null;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityRevokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "revoked": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            revoked: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityRevokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "5b0e7f0c-3d7a-4a8e-9d2b-6f1c2e9a4b11"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "signedOut": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            signedOut: boolean;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityRevokeUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": 2
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "revoked": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            revoked: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityStartAuthenticator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "demo-merchant-2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
                     *         "uri": "otpauth://totp/Merchant%20Portal:DEMO01%2F0901234567?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Merchant%20Portal",
                     *         "qrCode": "data:image/svg+xml;base64,PHN2Zz4="
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
                         *       "uri": "otpauth://totp/Merchant%20Portal:DEMO01%2F0901234567?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Merchant%20Portal",
                         *       "qrCode": "data:image/svg+xml;base64,PHN2Zz4="
                         *     }
                         */
                        data: {
                            qrCode: string;
                            secret: string;
                            uri: string;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityStartPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "demo-merchant-2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "challenge": "wW2u1V-1E-75Wq5t4V6rD5uMkzj0XyfNTMnOxw0NErA",
                     *         "rp": {
                     *           "name": "Merchant Portal",
                     *           "id": "portal.example.com"
                     *         },
                     *         "user": {
                     *           "id": "3DYPSX4pzdyogBJlGyLheiEt-OS3eoUzzBXPYDIxVoo",
                     *           "name": "DEMO01/0901234567",
                     *           "displayName": "Demo Owner"
                     *         },
                     *         "pubKeyCredParams": [
                     *           {
                     *             "alg": -8,
                     *             "type": "public-key"
                     *           },
                     *           {
                     *             "alg": -7,
                     *             "type": "public-key"
                     *           },
                     *           {
                     *             "alg": -257,
                     *             "type": "public-key"
                     *           }
                     *         ],
                     *         "timeout": 60000,
                     *         "excludeCredentials": [],
                     *         "authenticatorSelection": {
                     *           "residentKey": "preferred",
                     *           "userVerification": "preferred",
                     *           "requireResidentKey": false
                     *         },
                     *         "attestation": "none",
                     *         "extensions": {
                     *           "credProps": true
                     *         },
                     *         "hints": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "challenge": "wW2u1V-1E-75Wq5t4V6rD5uMkzj0XyfNTMnOxw0NErA",
                         *       "rp": {
                         *         "name": "Merchant Portal",
                         *         "id": "portal.example.com"
                         *       },
                         *       "user": {
                         *         "id": "3DYPSX4pzdyogBJlGyLheiEt-OS3eoUzzBXPYDIxVoo",
                         *         "name": "DEMO01/0901234567",
                         *         "displayName": "Demo Owner"
                         *       },
                         *       "pubKeyCredParams": [
                         *         {
                         *           "alg": -8,
                         *           "type": "public-key"
                         *         },
                         *         {
                         *           "alg": -7,
                         *           "type": "public-key"
                         *         },
                         *         {
                         *           "alg": -257,
                         *           "type": "public-key"
                         *         }
                         *       ],
                         *       "timeout": 60000,
                         *       "excludeCredentials": [],
                         *       "authenticatorSelection": {
                         *         "residentKey": "preferred",
                         *         "userVerification": "preferred",
                         *         "requireResidentKey": false
                         *       },
                         *       "attestation": "none",
                         *       "extensions": {
                         *         "credProps": true
                         *       },
                         *       "hints": []
                         *     }
                         */
                        data: {
                            /** @enum {string} */
                            attestation?: "none" | "direct" | "enterprise" | "indirect";
                            authenticatorSelection?: {
                                /** @enum {string} */
                                authenticatorAttachment?: "platform" | "cross-platform";
                                requireResidentKey?: boolean;
                                /** @enum {string} */
                                residentKey?: "discouraged" | "preferred" | "required";
                                /** @enum {string} */
                                userVerification?: "required" | "preferred" | "discouraged";
                            };
                            challenge: string;
                            excludeCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            extensions?: {
                                credProps?: boolean;
                            };
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            pubKeyCredParams: {
                                /** Format: int64 */
                                alg: number;
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            rp: {
                                id?: string;
                                name: string;
                            };
                            /** Format: int64 */
                            timeout?: number;
                            user: {
                                displayName: string;
                                id: string;
                                name: string;
                            };
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSecurityStepUpPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "challenge": "12ukd2XBwOrEiXXEMGGmlXg_SLTXR333M94-34AYKCs",
                     *         "rpId": "portal.example.com",
                     *         "timeout": 60000,
                     *         "allowCredentials": [
                     *           {
                     *             "id": "AW4bY1kz0cQ",
                     *             "type": "public-key",
                     *             "transports": [
                     *               "internal",
                     *               "hybrid"
                     *             ]
                     *           }
                     *         ],
                     *         "userVerification": "preferred"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "challenge": "12ukd2XBwOrEiXXEMGGmlXg_SLTXR333M94-34AYKCs",
                         *       "rpId": "portal.example.com",
                         *       "timeout": 60000,
                         *       "allowCredentials": [
                         *         {
                         *           "id": "AW4bY1kz0cQ",
                         *           "type": "public-key",
                         *           "transports": [
                         *             "internal",
                         *             "hybrid"
                         *           ]
                         *         }
                         *       ],
                         *       "userVerification": "preferred"
                         *     }
                         */
                        data: {
                            allowCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            challenge: string;
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            rpId?: string;
                            /** Format: int64 */
                            timeout?: number;
                            /** @enum {string} */
                            userVerification?: "required" | "preferred" | "discouraged";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopActiveShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12
                 *     }
                 */
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "code": "SH-HC01",
                     *         "name": "Cà phê Sông Hàn – Hải Châu",
                     *         "phone": "0905123456",
                     *         "email": "haichau@songhan.vn",
                     *         "opensAt": "07:00",
                     *         "closesAt": "22:00",
                     *         "address": "25 Bạch Đằng",
                     *         "addressSystem": "2025",
                     *         "provinceCode": "48",
                     *         "districtCode": null,
                     *         "wardCode": "20194",
                     *         "provinceName": "Thành phố Đà Nẵng",
                     *         "districtName": null,
                     *         "wardName": "Phường Hải Châu",
                     *         "latitude": 16.0678,
                     *         "longitude": 108.2245,
                     *         "status": "active",
                     *         "createdAt": "2026-02-10T02:00:00.000Z",
                     *         "updatedAt": "2026-10-05T07:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "code": "SH-HC01",
                         *       "name": "Cà phê Sông Hàn – Hải Châu",
                         *       "phone": "0905123456",
                         *       "email": "haichau@songhan.vn",
                         *       "opensAt": "07:00",
                         *       "closesAt": "22:00",
                         *       "address": "25 Bạch Đằng",
                         *       "addressSystem": "2025",
                         *       "provinceCode": "48",
                         *       "districtCode": null,
                         *       "wardCode": "20194",
                         *       "provinceName": "Thành phố Đà Nẵng",
                         *       "districtName": null,
                         *       "wardName": "Phường Hải Châu",
                         *       "latitude": 16.0678,
                         *       "longitude": 108.2245,
                         *       "status": "active",
                         *       "createdAt": "2026-02-10T02:00:00.000Z",
                         *       "updatedAt": "2026-10-05T07:30:00.000Z"
                         *     }
                         */
                        data: {
                            address: string;
                            /** @enum {string} */
                            addressSystem: "2025" | "legacy";
                            closesAt: string | null;
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            districtCode: string | null;
                            districtName: string | null;
                            email: string | null;
                            /** Format: int64 */
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            provinceCode: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                            wardCode: string | null;
                            wardName: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopCreateShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "SH-HC01",
                 *       "name": "Cà phê Sông Hàn – Hải Châu",
                 *       "phone": "0905123456",
                 *       "email": "haichau@songhan.vn",
                 *       "opensAt": "07:00",
                 *       "closesAt": "22:00",
                 *       "address": "25 Bạch Đằng",
                 *       "area": {
                 *         "system": "2025",
                 *         "provinceCode": "48",
                 *         "districtCode": null,
                 *         "wardCode": "20194"
                 *       },
                 *       "latitude": 16.0678,
                 *       "longitude": 108.2245,
                 *       "photos": [
                 *         "4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b"
                 *       ]
                 *     }
                 */
                "application/json": {
                    address?: string | null;
                    area: {
                        districtCode?: string | null;
                        provinceCode: string;
                        /** @enum {string} */
                        system: "2025" | "legacy";
                        wardCode: string;
                    };
                    closesAt?: string | null;
                    code: string;
                    email?: (string | null) | "";
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    opensAt?: string | null;
                    phone?: string | null;
                    /** @default [] */
                    photos?: string[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "code": "SH-HC01",
                     *         "name": "Cà phê Sông Hàn – Hải Châu",
                     *         "phone": "0905123456",
                     *         "email": "haichau@songhan.vn",
                     *         "opensAt": "07:00",
                     *         "closesAt": "22:00",
                     *         "address": "25 Bạch Đằng",
                     *         "addressSystem": "2025",
                     *         "provinceCode": "48",
                     *         "districtCode": null,
                     *         "wardCode": "20194",
                     *         "provinceName": "Thành phố Đà Nẵng",
                     *         "districtName": null,
                     *         "wardName": "Phường Hải Châu",
                     *         "latitude": 16.0678,
                     *         "longitude": 108.2245,
                     *         "status": "active",
                     *         "createdAt": "2026-02-10T02:00:00.000Z",
                     *         "updatedAt": "2026-10-05T07:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "code": "SH-HC01",
                         *       "name": "Cà phê Sông Hàn – Hải Châu",
                         *       "phone": "0905123456",
                         *       "email": "haichau@songhan.vn",
                         *       "opensAt": "07:00",
                         *       "closesAt": "22:00",
                         *       "address": "25 Bạch Đằng",
                         *       "addressSystem": "2025",
                         *       "provinceCode": "48",
                         *       "districtCode": null,
                         *       "wardCode": "20194",
                         *       "provinceName": "Thành phố Đà Nẵng",
                         *       "districtName": null,
                         *       "wardName": "Phường Hải Châu",
                         *       "latitude": 16.0678,
                         *       "longitude": 108.2245,
                         *       "status": "active",
                         *       "createdAt": "2026-02-10T02:00:00.000Z",
                         *       "updatedAt": "2026-10-05T07:30:00.000Z"
                         *     }
                         */
                        data: {
                            address: string;
                            /** @enum {string} */
                            addressSystem: "2025" | "legacy";
                            closesAt: string | null;
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            districtCode: string | null;
                            districtName: string | null;
                            email: string | null;
                            /** Format: int64 */
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            provinceCode: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                            wardCode: string | null;
                            wardName: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopLockShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12
                 *     }
                 */
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "code": "SH-HC01",
                     *         "name": "Cà phê Sông Hàn – Hải Châu",
                     *         "phone": "0905123456",
                     *         "email": "haichau@songhan.vn",
                     *         "opensAt": "07:00",
                     *         "closesAt": "22:00",
                     *         "address": "25 Bạch Đằng",
                     *         "addressSystem": "2025",
                     *         "provinceCode": "48",
                     *         "districtCode": null,
                     *         "wardCode": "20194",
                     *         "provinceName": "Thành phố Đà Nẵng",
                     *         "districtName": null,
                     *         "wardName": "Phường Hải Châu",
                     *         "latitude": 16.0678,
                     *         "longitude": 108.2245,
                     *         "status": "active",
                     *         "createdAt": "2026-02-10T02:00:00.000Z",
                     *         "updatedAt": "2026-10-05T07:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "code": "SH-HC01",
                         *       "name": "Cà phê Sông Hàn – Hải Châu",
                         *       "phone": "0905123456",
                         *       "email": "haichau@songhan.vn",
                         *       "opensAt": "07:00",
                         *       "closesAt": "22:00",
                         *       "address": "25 Bạch Đằng",
                         *       "addressSystem": "2025",
                         *       "provinceCode": "48",
                         *       "districtCode": null,
                         *       "wardCode": "20194",
                         *       "provinceName": "Thành phố Đà Nẵng",
                         *       "districtName": null,
                         *       "wardName": "Phường Hải Châu",
                         *       "latitude": 16.0678,
                         *       "longitude": 108.2245,
                         *       "status": "active",
                         *       "createdAt": "2026-02-10T02:00:00.000Z",
                         *       "updatedAt": "2026-10-05T07:30:00.000Z"
                         *     }
                         */
                        data: {
                            address: string;
                            /** @enum {string} */
                            addressSystem: "2025" | "legacy";
                            closesAt: string | null;
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            districtCode: string | null;
                            districtName: string | null;
                            email: string | null;
                            /** Format: int64 */
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            provinceCode: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                            wardCode: string | null;
                            wardName: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopShopDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12
                 *     }
                 */
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "code": "SH-HC01",
                     *         "name": "Cà phê Sông Hàn – Hải Châu",
                     *         "phone": "0905123456",
                     *         "email": "haichau@songhan.vn",
                     *         "opensAt": "07:00",
                     *         "closesAt": "22:00",
                     *         "address": "25 Bạch Đằng",
                     *         "addressSystem": "2025",
                     *         "provinceCode": "48",
                     *         "districtCode": null,
                     *         "wardCode": "20194",
                     *         "provinceName": "Thành phố Đà Nẵng",
                     *         "districtName": null,
                     *         "wardName": "Phường Hải Châu",
                     *         "latitude": 16.0678,
                     *         "longitude": 108.2245,
                     *         "status": "active",
                     *         "createdAt": "2026-02-10T02:00:00.000Z",
                     *         "updatedAt": "2026-10-05T07:30:00.000Z",
                     *         "area": {
                     *           "system": "2025",
                     *           "provinceCode": "48",
                     *           "districtCode": null,
                     *           "wardCode": "20194"
                     *         },
                     *         "photos": [
                     *           {
                     *             "id": "4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b",
                     *             "url": "/api/file/4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b?t=1764150000.Pq8wE3rT6yU1iO5a"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "code": "SH-HC01",
                         *       "name": "Cà phê Sông Hàn – Hải Châu",
                         *       "phone": "0905123456",
                         *       "email": "haichau@songhan.vn",
                         *       "opensAt": "07:00",
                         *       "closesAt": "22:00",
                         *       "address": "25 Bạch Đằng",
                         *       "addressSystem": "2025",
                         *       "provinceCode": "48",
                         *       "districtCode": null,
                         *       "wardCode": "20194",
                         *       "provinceName": "Thành phố Đà Nẵng",
                         *       "districtName": null,
                         *       "wardName": "Phường Hải Châu",
                         *       "latitude": 16.0678,
                         *       "longitude": 108.2245,
                         *       "status": "active",
                         *       "createdAt": "2026-02-10T02:00:00.000Z",
                         *       "updatedAt": "2026-10-05T07:30:00.000Z",
                         *       "area": {
                         *         "system": "2025",
                         *         "provinceCode": "48",
                         *         "districtCode": null,
                         *         "wardCode": "20194"
                         *       },
                         *       "photos": [
                         *         {
                         *           "id": "4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b",
                         *           "url": "/api/file/4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b?t=1764150000.Pq8wE3rT6yU1iO5a"
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            address: string;
                            /** @enum {string} */
                            addressSystem: "2025" | "legacy";
                            area: {
                                districtCode: string | null;
                                provinceCode: string | null;
                                /** @enum {string} */
                                system: "2025" | "legacy";
                                wardCode: string | null;
                            };
                            closesAt: string | null;
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            districtCode: string | null;
                            districtName: string | null;
                            email: string | null;
                            /** Format: int64 */
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            photos: {
                                id: string;
                                url: string;
                            }[];
                            provinceCode: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                            wardCode: string | null;
                            wardName: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopShopList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "active"
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        districtCode?: string;
                        id?: number | {
                            in: number[];
                        };
                        provinceCode?: string;
                        q?: string;
                        /** @enum {string} */
                        status?: "active" | "locked";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "code": "SH-HC01",
                     *           "name": "Cà phê Sông Hàn – Hải Châu",
                     *           "phone": "0905123456",
                     *           "email": "haichau@songhan.vn",
                     *           "opensAt": "07:00",
                     *           "closesAt": "22:00",
                     *           "address": "25 Bạch Đằng",
                     *           "addressSystem": "2025",
                     *           "provinceCode": "48",
                     *           "districtCode": null,
                     *           "wardCode": "20194",
                     *           "provinceName": "Thành phố Đà Nẵng",
                     *           "districtName": null,
                     *           "wardName": "Phường Hải Châu",
                     *           "latitude": 16.0678,
                     *           "longitude": 108.2245,
                     *           "status": "active",
                     *           "createdAt": "2026-02-10T02:00:00.000Z",
                     *           "updatedAt": "2026-10-05T07:30:00.000Z"
                     *         }
                     *       ],
                     *       "count": 1,
                     *       "countIsLowerBound": true,
                     *       "countIsEstimate": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            address: string;
                            /** @enum {string} */
                            addressSystem: "2025" | "legacy";
                            closesAt: string | null;
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            districtCode: string | null;
                            districtName: string | null;
                            email: string | null;
                            /** Format: int64 */
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            provinceCode: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                            wardCode: string | null;
                            wardName: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postShopUpdateShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12,
                 *       "code": "SH-HC01",
                 *       "name": "Cà phê Sông Hàn – Hải Châu",
                 *       "phone": "0905123456",
                 *       "email": "haichau@songhan.vn",
                 *       "opensAt": "07:00",
                 *       "closesAt": "22:00",
                 *       "address": "25 Bạch Đằng",
                 *       "area": {
                 *         "system": "2025",
                 *         "provinceCode": "48",
                 *         "districtCode": null,
                 *         "wardCode": "20194"
                 *       },
                 *       "latitude": 16.0678,
                 *       "longitude": 108.2245,
                 *       "photos": [
                 *         "4e8a2b6c-1d3f-4a5e-9b7c-8d0f2e4a6c1b"
                 *       ]
                 *     }
                 */
                "application/json": {
                    address?: string | null;
                    area: {
                        districtCode?: string | null;
                        provinceCode: string;
                        /** @enum {string} */
                        system: "2025" | "legacy";
                        wardCode: string;
                    };
                    closesAt?: string | null;
                    code: string;
                    email?: (string | null) | "";
                    id: number | string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    opensAt?: string | null;
                    phone?: string | null;
                    /** @default [] */
                    photos?: string[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "code": "SH-HC01",
                     *         "name": "Cà phê Sông Hàn – Hải Châu",
                     *         "phone": "0905123456",
                     *         "email": "haichau@songhan.vn",
                     *         "opensAt": "07:00",
                     *         "closesAt": "22:00",
                     *         "address": "25 Bạch Đằng",
                     *         "addressSystem": "2025",
                     *         "provinceCode": "48",
                     *         "districtCode": null,
                     *         "wardCode": "20194",
                     *         "provinceName": "Thành phố Đà Nẵng",
                     *         "districtName": null,
                     *         "wardName": "Phường Hải Châu",
                     *         "latitude": 16.0678,
                     *         "longitude": 108.2245,
                     *         "status": "active",
                     *         "createdAt": "2026-02-10T02:00:00.000Z",
                     *         "updatedAt": "2026-10-05T07:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 12,
                         *       "code": "SH-HC01",
                         *       "name": "Cà phê Sông Hàn – Hải Châu",
                         *       "phone": "0905123456",
                         *       "email": "haichau@songhan.vn",
                         *       "opensAt": "07:00",
                         *       "closesAt": "22:00",
                         *       "address": "25 Bạch Đằng",
                         *       "addressSystem": "2025",
                         *       "provinceCode": "48",
                         *       "districtCode": null,
                         *       "wardCode": "20194",
                         *       "provinceName": "Thành phố Đà Nẵng",
                         *       "districtName": null,
                         *       "wardName": "Phường Hải Châu",
                         *       "latitude": 16.0678,
                         *       "longitude": 108.2245,
                         *       "status": "active",
                         *       "createdAt": "2026-02-10T02:00:00.000Z",
                         *       "updatedAt": "2026-10-05T07:30:00.000Z"
                         *     }
                         */
                        data: {
                            address: string;
                            /** @enum {string} */
                            addressSystem: "2025" | "legacy";
                            closesAt: string | null;
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            districtCode: string | null;
                            districtName: string | null;
                            email: string | null;
                            /** Format: int64 */
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            provinceCode: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                            wardCode: string | null;
                            wardName: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantActiveSubmerchant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 31
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 31,
                     *         "fullName": "Trần Thị Bình",
                     *         "phone": "0912345678",
                     *         "email": "employee@demo.local",
                     *         "status": "active",
                     *         "roleId": 2,
                     *         "roleName": "Shop employee",
                     *         "shopIds": [
                     *           12,
                     *           14
                     *         ],
                     *         "shops": [
                     *           {
                     *             "id": 12,
                     *             "name": "Cà phê Sông Hàn – Hải Châu"
                     *           },
                     *           {
                     *             "id": 14,
                     *             "name": "Cà phê Sông Hàn – Sơn Trà"
                     *           }
                     *         ],
                     *         "identityType": "CCCD",
                     *         "identityNumber": "********4821",
                     *         "mustChangePassword": false,
                     *         "lastSignInAt": "2026-11-21T01:05:00.000Z",
                     *         "createdAt": "2026-03-14T02:30:00.000Z",
                     *         "updatedAt": "2026-09-02T08:10:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 31,
                         *       "fullName": "Trần Thị Bình",
                         *       "phone": "0912345678",
                         *       "email": "employee@demo.local",
                         *       "status": "active",
                         *       "roleId": 2,
                         *       "roleName": "Shop employee",
                         *       "shopIds": [
                         *         12,
                         *         14
                         *       ],
                         *       "shops": [
                         *         {
                         *           "id": 12,
                         *           "name": "Cà phê Sông Hàn – Hải Châu"
                         *         },
                         *         {
                         *           "id": 14,
                         *           "name": "Cà phê Sông Hàn – Sơn Trà"
                         *         }
                         *       ],
                         *       "identityType": "CCCD",
                         *       "identityNumber": "********4821",
                         *       "mustChangePassword": false,
                         *       "lastSignInAt": "2026-11-21T01:05:00.000Z",
                         *       "createdAt": "2026-03-14T02:30:00.000Z",
                         *       "updatedAt": "2026-09-02T08:10:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string | null;
                            fullName: string;
                            /** Format: int64 */
                            id: number;
                            identityNumber: string | null;
                            identityType: string | null;
                            lastSignInAt: string | null;
                            mustChangePassword: boolean;
                            phone: string;
                            roleId: number | null;
                            roleName: string | null;
                            shopIds: number[];
                            shops: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantCreateSubmerchant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fullName": "Lê Thị Cúc",
                 *       "phone": "0987654321",
                 *       "email": "cuc.le@songhan.vn",
                 *       "shopIds": [
                 *         12
                 *       ],
                 *       "roleId": 2,
                 *       "identityType": "CCCD",
                 *       "identityNumber": "048196004821",
                 *       "firstPassword": {
                 *         "mode": "password",
                 *         "password": "Cuc-SongHan-2026",
                 *         "confirmPassword": "Cuc-SongHan-2026"
                 *       },
                 *       "password": "demo-merchant-2026"
                 *     }
                 */
                "application/json": {
                    email?: string | null;
                    firstPassword: {
                        confirmPassword: string;
                        /** @enum {string} */
                        mode: "password";
                        password: string;
                    } | {
                        /** @enum {string} */
                        mode: "email";
                    };
                    fullName: string;
                    identityNumber?: string | null;
                    identityType?: ("CCCD" | "CMND" | "PASSPORT") | null;
                    password?: string;
                    phone: string;
                    /** Format: int64 */
                    roleId: number;
                    shopIds: number[];
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 31,
                     *         "fullName": "Trần Thị Bình",
                     *         "phone": "0912345678",
                     *         "email": "employee@demo.local",
                     *         "status": "active",
                     *         "roleId": 2,
                     *         "roleName": "Shop employee",
                     *         "shopIds": [
                     *           12,
                     *           14
                     *         ],
                     *         "shops": [
                     *           {
                     *             "id": 12,
                     *             "name": "Cà phê Sông Hàn – Hải Châu"
                     *           },
                     *           {
                     *             "id": 14,
                     *             "name": "Cà phê Sông Hàn – Sơn Trà"
                     *           }
                     *         ],
                     *         "identityType": "CCCD",
                     *         "identityNumber": "********4821",
                     *         "mustChangePassword": false,
                     *         "lastSignInAt": "2026-11-21T01:05:00.000Z",
                     *         "createdAt": "2026-03-14T02:30:00.000Z",
                     *         "updatedAt": "2026-09-02T08:10:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 31,
                         *       "fullName": "Trần Thị Bình",
                         *       "phone": "0912345678",
                         *       "email": "employee@demo.local",
                         *       "status": "active",
                         *       "roleId": 2,
                         *       "roleName": "Shop employee",
                         *       "shopIds": [
                         *         12,
                         *         14
                         *       ],
                         *       "shops": [
                         *         {
                         *           "id": 12,
                         *           "name": "Cà phê Sông Hàn – Hải Châu"
                         *         },
                         *         {
                         *           "id": 14,
                         *           "name": "Cà phê Sông Hàn – Sơn Trà"
                         *         }
                         *       ],
                         *       "identityType": "CCCD",
                         *       "identityNumber": "********4821",
                         *       "mustChangePassword": false,
                         *       "lastSignInAt": "2026-11-21T01:05:00.000Z",
                         *       "createdAt": "2026-03-14T02:30:00.000Z",
                         *       "updatedAt": "2026-09-02T08:10:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string | null;
                            fullName: string;
                            /** Format: int64 */
                            id: number;
                            identityNumber: string | null;
                            identityType: string | null;
                            lastSignInAt: string | null;
                            mustChangePassword: boolean;
                            phone: string;
                            roleId: number | null;
                            roleName: string | null;
                            shopIds: number[];
                            shops: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantFindConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "type": "CCCD",
                     *           "pattern": "^\\d{12}$",
                     *           "label": {
                     *             "en": "Citizen ID card (CCCD)",
                     *             "vi": "Căn cước công dân (CCCD)"
                     *           },
                     *           "hint": {
                     *             "en": "12 digits",
                     *             "vi": "12 chữ số"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example [
                         *       {
                         *         "type": "CCCD",
                         *         "pattern": "^\\d{12}$",
                         *         "label": {
                         *           "en": "Citizen ID card (CCCD)",
                         *           "vi": "Căn cước công dân (CCCD)"
                         *         },
                         *         "hint": {
                         *           "en": "12 digits",
                         *           "vi": "12 chữ số"
                         *         }
                         *       }
                         *     ]
                         */
                        data: {
                            hint: {
                                en: string;
                                vi: string;
                            };
                            label: {
                                en: string;
                                vi: string;
                            };
                            pattern: string;
                            type: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantFindSubmerchantList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limit": 20,
                 *       "skip": 0,
                 *       "queryInput": {
                 *         "status": "active"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        id?: number | {
                            in: number[];
                        };
                        q?: string;
                        roleId?: number | {
                            in: number[];
                        };
                        shopId?: number | {
                            in: number[];
                        };
                        status?: ("active" | "locked") | {
                            in: ("active" | "locked")[];
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 31,
                     *           "fullName": "Trần Thị Bình",
                     *           "phone": "0912345678",
                     *           "email": "employee@demo.local",
                     *           "status": "active",
                     *           "roleId": 2,
                     *           "roleName": "Shop employee",
                     *           "shopIds": [
                     *             12,
                     *             14
                     *           ],
                     *           "shops": [
                     *             {
                     *               "id": 12,
                     *               "name": "Cà phê Sông Hàn – Hải Châu"
                     *             },
                     *             {
                     *               "id": 14,
                     *               "name": "Cà phê Sông Hàn – Sơn Trà"
                     *             }
                     *           ],
                     *           "identityType": "CCCD",
                     *           "identityNumber": "********4821",
                     *           "mustChangePassword": false,
                     *           "lastSignInAt": "2026-11-21T01:05:00.000Z",
                     *           "createdAt": "2026-03-14T02:30:00.000Z",
                     *           "updatedAt": "2026-09-02T08:10:00.000Z"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string | null;
                            fullName: string;
                            /** Format: int64 */
                            id: number;
                            identityNumber: string | null;
                            identityType: string | null;
                            lastSignInAt: string | null;
                            mustChangePassword: boolean;
                            phone: string;
                            roleId: number | null;
                            roleName: string | null;
                            shopIds: number[];
                            shops: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantLockSubmerchant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 31
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 31,
                     *         "fullName": "Trần Thị Bình",
                     *         "phone": "0912345678",
                     *         "email": "employee@demo.local",
                     *         "status": "active",
                     *         "roleId": 2,
                     *         "roleName": "Shop employee",
                     *         "shopIds": [
                     *           12,
                     *           14
                     *         ],
                     *         "shops": [
                     *           {
                     *             "id": 12,
                     *             "name": "Cà phê Sông Hàn – Hải Châu"
                     *           },
                     *           {
                     *             "id": 14,
                     *             "name": "Cà phê Sông Hàn – Sơn Trà"
                     *           }
                     *         ],
                     *         "identityType": "CCCD",
                     *         "identityNumber": "********4821",
                     *         "mustChangePassword": false,
                     *         "lastSignInAt": "2026-11-21T01:05:00.000Z",
                     *         "createdAt": "2026-03-14T02:30:00.000Z",
                     *         "updatedAt": "2026-09-02T08:10:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 31,
                         *       "fullName": "Trần Thị Bình",
                         *       "phone": "0912345678",
                         *       "email": "employee@demo.local",
                         *       "status": "active",
                         *       "roleId": 2,
                         *       "roleName": "Shop employee",
                         *       "shopIds": [
                         *         12,
                         *         14
                         *       ],
                         *       "shops": [
                         *         {
                         *           "id": 12,
                         *           "name": "Cà phê Sông Hàn – Hải Châu"
                         *         },
                         *         {
                         *           "id": 14,
                         *           "name": "Cà phê Sông Hàn – Sơn Trà"
                         *         }
                         *       ],
                         *       "identityType": "CCCD",
                         *       "identityNumber": "********4821",
                         *       "mustChangePassword": false,
                         *       "lastSignInAt": "2026-11-21T01:05:00.000Z",
                         *       "createdAt": "2026-03-14T02:30:00.000Z",
                         *       "updatedAt": "2026-09-02T08:10:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string | null;
                            fullName: string;
                            /** Format: int64 */
                            id: number;
                            identityNumber: string | null;
                            identityType: string | null;
                            lastSignInAt: string | null;
                            mustChangePassword: boolean;
                            phone: string;
                            roleId: number | null;
                            roleName: string | null;
                            shopIds: number[];
                            shops: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantRoleChoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "name": "Shop employee"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            id: number;
                            name: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantSubmerchantDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 31
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 31,
                     *         "fullName": "Trần Thị Bình",
                     *         "phone": "0912345678",
                     *         "email": "employee@demo.local",
                     *         "status": "active",
                     *         "roleId": 2,
                     *         "roleName": "Shop employee",
                     *         "shopIds": [
                     *           12,
                     *           14
                     *         ],
                     *         "shops": [
                     *           {
                     *             "id": 12,
                     *             "name": "Cà phê Sông Hàn – Hải Châu"
                     *           },
                     *           {
                     *             "id": 14,
                     *             "name": "Cà phê Sông Hàn – Sơn Trà"
                     *           }
                     *         ],
                     *         "identityType": "CCCD",
                     *         "identityNumber": "********4821",
                     *         "mustChangePassword": false,
                     *         "lastSignInAt": "2026-11-21T01:05:00.000Z",
                     *         "createdAt": "2026-03-14T02:30:00.000Z",
                     *         "updatedAt": "2026-09-02T08:10:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 31,
                         *       "fullName": "Trần Thị Bình",
                         *       "phone": "0912345678",
                         *       "email": "employee@demo.local",
                         *       "status": "active",
                         *       "roleId": 2,
                         *       "roleName": "Shop employee",
                         *       "shopIds": [
                         *         12,
                         *         14
                         *       ],
                         *       "shops": [
                         *         {
                         *           "id": 12,
                         *           "name": "Cà phê Sông Hàn – Hải Châu"
                         *         },
                         *         {
                         *           "id": 14,
                         *           "name": "Cà phê Sông Hàn – Sơn Trà"
                         *         }
                         *       ],
                         *       "identityType": "CCCD",
                         *       "identityNumber": "********4821",
                         *       "mustChangePassword": false,
                         *       "lastSignInAt": "2026-11-21T01:05:00.000Z",
                         *       "createdAt": "2026-03-14T02:30:00.000Z",
                         *       "updatedAt": "2026-09-02T08:10:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string | null;
                            fullName: string;
                            /** Format: int64 */
                            id: number;
                            identityNumber: string | null;
                            identityType: string | null;
                            lastSignInAt: string | null;
                            mustChangePassword: boolean;
                            phone: string;
                            roleId: number | null;
                            roleName: string | null;
                            shopIds: number[];
                            shops: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSubmerchantUpdateSubmerchant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 31,
                 *       "fullName": "Trần Thị Bình",
                 *       "phone": "0912345678",
                 *       "email": "employee@demo.local",
                 *       "shopIds": [
                 *         12,
                 *         14
                 *       ],
                 *       "roleId": 2,
                 *       "identityType": null,
                 *       "identityNumber": null
                 *     }
                 */
                "application/json": {
                    email?: string | null;
                    fullName: string;
                    /** Format: int64 */
                    id: number;
                    identityNumber?: string | null;
                    identityType?: ("CCCD" | "CMND" | "PASSPORT") | null;
                    password?: string;
                    phone: string;
                    /** Format: int64 */
                    roleId: number;
                    shopIds: number[];
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 31,
                     *         "fullName": "Trần Thị Bình",
                     *         "phone": "0912345678",
                     *         "email": "employee@demo.local",
                     *         "status": "active",
                     *         "roleId": 2,
                     *         "roleName": "Shop employee",
                     *         "shopIds": [
                     *           12,
                     *           14
                     *         ],
                     *         "shops": [
                     *           {
                     *             "id": 12,
                     *             "name": "Cà phê Sông Hàn – Hải Châu"
                     *           },
                     *           {
                     *             "id": 14,
                     *             "name": "Cà phê Sông Hàn – Sơn Trà"
                     *           }
                     *         ],
                     *         "identityType": "CCCD",
                     *         "identityNumber": "********4821",
                     *         "mustChangePassword": false,
                     *         "lastSignInAt": "2026-11-21T01:05:00.000Z",
                     *         "createdAt": "2026-03-14T02:30:00.000Z",
                     *         "updatedAt": "2026-09-02T08:10:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 31,
                         *       "fullName": "Trần Thị Bình",
                         *       "phone": "0912345678",
                         *       "email": "employee@demo.local",
                         *       "status": "active",
                         *       "roleId": 2,
                         *       "roleName": "Shop employee",
                         *       "shopIds": [
                         *         12,
                         *         14
                         *       ],
                         *       "shops": [
                         *         {
                         *           "id": 12,
                         *           "name": "Cà phê Sông Hàn – Hải Châu"
                         *         },
                         *         {
                         *           "id": 14,
                         *           "name": "Cà phê Sông Hàn – Sơn Trà"
                         *         }
                         *       ],
                         *       "identityType": "CCCD",
                         *       "identityNumber": "********4821",
                         *       "mustChangePassword": false,
                         *       "lastSignInAt": "2026-11-21T01:05:00.000Z",
                         *       "createdAt": "2026-03-14T02:30:00.000Z",
                         *       "updatedAt": "2026-09-02T08:10:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            email: string | null;
                            fullName: string;
                            /** Format: int64 */
                            id: number;
                            identityNumber: string | null;
                            identityType: string | null;
                            lastSignInAt: string | null;
                            mustChangePassword: boolean;
                            phone: string;
                            roleId: number | null;
                            roleName: string | null;
                            shopIds: number[];
                            shops: {
                                /** Format: int64 */
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            status: "active" | "locked";
                            updatedAt: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTownshipGetTownship: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "system": "2025",
                 *       "provinceCode": "48",
                 *       "limit": 100,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    districtCode?: string | null;
                    /**
                     * Format: int32
                     * @default 1000
                     */
                    limit?: number;
                    provinceCode: string;
                    queryInput?: {
                        name?: {
                            contains: string;
                        };
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                    /**
                     * @default 2025
                     * @enum {string}
                     */
                    system?: "2025" | "legacy";
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "code": "79",
                     *           "name": "Thành phố Hồ Chí Minh",
                     *           "parentCode": null
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            code: string;
                            name: string;
                            parentCode: string | null;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionCancelTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    transferId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                     *         "bankAccountId": 3,
                     *         "bankName": "Vietcombank",
                     *         "accountNumberMasked": "******7890",
                     *         "amount": 5000000,
                     *         "note": "Rút doanh thu tuần 47",
                     *         "status": "completed",
                     *         "createdAt": "2026-11-21T03:00:00.000Z",
                     *         "expiresAt": "2026-11-21T03:05:00.000Z",
                     *         "completedAt": "2026-11-21T03:01:12.000Z",
                     *         "factors": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                         *       "bankAccountId": 3,
                         *       "bankName": "Vietcombank",
                         *       "accountNumberMasked": "******7890",
                         *       "amount": 5000000,
                         *       "note": "Rút doanh thu tuần 47",
                         *       "status": "completed",
                         *       "createdAt": "2026-11-21T03:00:00.000Z",
                         *       "expiresAt": "2026-11-21T03:05:00.000Z",
                         *       "completedAt": "2026-11-21T03:01:12.000Z",
                         *       "factors": []
                         *     }
                         */
                        data: {
                            accountNumberMasked: string;
                            /** Format: int64 */
                            amount: number;
                            /** Format: int32 */
                            bankAccountId: number;
                            bankName: string;
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            factors: ("passkey" | "totp" | "sms")[];
                            /** Format: uuid */
                            id: string;
                            note: string;
                            /** @enum {string} */
                            status: "awaiting_code" | "completed" | "expired" | "cancelled";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionConfirmTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    transferId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                     *         "bankAccountId": 3,
                     *         "bankName": "Vietcombank",
                     *         "accountNumberMasked": "******7890",
                     *         "amount": 5000000,
                     *         "note": "Rút doanh thu tuần 47",
                     *         "status": "completed",
                     *         "createdAt": "2026-11-21T03:00:00.000Z",
                     *         "expiresAt": "2026-11-21T03:05:00.000Z",
                     *         "completedAt": "2026-11-21T03:01:12.000Z",
                     *         "factors": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                         *       "bankAccountId": 3,
                         *       "bankName": "Vietcombank",
                         *       "accountNumberMasked": "******7890",
                         *       "amount": 5000000,
                         *       "note": "Rút doanh thu tuần 47",
                         *       "status": "completed",
                         *       "createdAt": "2026-11-21T03:00:00.000Z",
                         *       "expiresAt": "2026-11-21T03:05:00.000Z",
                         *       "completedAt": "2026-11-21T03:01:12.000Z",
                         *       "factors": []
                         *     }
                         */
                        data: {
                            accountNumberMasked: string;
                            /** Format: int64 */
                            amount: number;
                            /** Format: int32 */
                            bankAccountId: number;
                            bankName: string;
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            factors: ("passkey" | "totp" | "sms")[];
                            /** Format: uuid */
                            id: string;
                            note: string;
                            /** @enum {string} */
                            status: "awaiting_code" | "completed" | "expired" | "cancelled";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionFindTransfers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "awaiting_code"
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        /** @enum {string} */
                        status?: "awaiting_code" | "completed" | "expired" | "cancelled";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                     *           "bankAccountId": 3,
                     *           "bankName": "Vietcombank",
                     *           "accountNumberMasked": "******7890",
                     *           "amount": 5000000,
                     *           "note": "Rút doanh thu tuần 47",
                     *           "status": "completed",
                     *           "createdAt": "2026-11-21T03:00:00.000Z",
                     *           "expiresAt": "2026-11-21T03:05:00.000Z",
                     *           "completedAt": "2026-11-21T03:01:12.000Z",
                     *           "factors": []
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            accountNumberMasked: string;
                            /** Format: int64 */
                            amount: number;
                            /** Format: int32 */
                            bankAccountId: number;
                            bankName: string;
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            factors: ("passkey" | "totp" | "sms")[];
                            /** Format: uuid */
                            id: string;
                            note: string;
                            /** @enum {string} */
                            status: "awaiting_code" | "completed" | "expired" | "cancelled";
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionListBankAccountsByUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "verified": true
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        verified?: boolean;
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                    sort?: {
                        [key: string]: "asc" | "desc";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "bankCode": "VCB",
                     *           "bankName": "Vietcombank",
                     *           "accountNumberMasked": "******7890",
                     *           "holderName": "CONG TY CP DEMO MERCHANT",
                     *           "verified": true
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1
                         */
                        count: number;
                        data: {
                            accountNumberMasked: string;
                            bankCode: string;
                            bankName: string;
                            holderName: string;
                            /** Format: int32 */
                            id: number;
                            verified: boolean;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionMerchantSaleReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-11-01T00:00:00+07:00",
                 *       "to": "2026-11-21T23:59:59+07:00"
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    from: string;
                    /** Format: int64 */
                    shopId?: number;
                    /** Format: date-time */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "granularity": "day",
                     *         "points": [
                     *           {
                     *             "period": "2026-11-20",
                     *             "count": 42,
                     *             "amount": 7385000
                     *           },
                     *           {
                     *             "period": "2026-11-21",
                     *             "count": 37,
                     *             "amount": 6120000
                     *           }
                     *         ],
                     *         "totals": {
                     *           "count": 79,
                     *           "amount": 13505000
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "granularity": "day",
                         *       "points": [
                         *         {
                         *           "period": "2026-11-20",
                         *           "count": 42,
                         *           "amount": 7385000
                         *         },
                         *         {
                         *           "period": "2026-11-21",
                         *           "count": 37,
                         *           "amount": 6120000
                         *         }
                         *       ],
                         *       "totals": {
                         *         "count": 79,
                         *         "amount": 13505000
                         *       }
                         *     }
                         */
                        data: {
                            /** @enum {string} */
                            granularity: "day" | "month";
                            points: {
                                /** Format: int64 */
                                amount: number;
                                /** Format: int64 */
                                count: number;
                                period: string;
                            }[];
                            totals: {
                                /** Format: int64 */
                                amount: number;
                                /** Format: int64 */
                                count: number;
                            };
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionRequestTransaction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes for this request (a UUID): a retry with the same key and body answers the first answer again. Required: without it, 400 idempotencyKeyRequired
                 * @example 5b3f2c1a-9e8d-4f7a-b6c5-2d1e0f9a8b7c
                 */
                "idempotency-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bankAccountId": 3,
                 *       "amount": 5000000,
                 *       "note": "Rút doanh thu tuần 47"
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    amount: number;
                    /** Format: int32 */
                    bankAccountId: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                     *         "otpId": "b4d1e8f2-3a6c-4b9e-8d7f-0c2a5e1b9f36",
                     *         "expiresAt": "2026-11-21T03:05:00.000Z",
                     *         "factors": [
                     *           "sms"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                         *       "otpId": "b4d1e8f2-3a6c-4b9e-8d7f-0c2a5e1b9f36",
                         *       "expiresAt": "2026-11-21T03:05:00.000Z",
                         *       "factors": [
                         *         "sms"
                         *       ]
                         *     }
                         * @example {
                         *       "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                         *       "otpId": "b4d1e8f2-3a6c-4b9e-8d7f-0c2a5e1b9f36",
                         *       "expiresAt": "2026-11-21T03:05:00.000Z",
                         *       "factors": [
                         *         "passkey",
                         *         "totp",
                         *         "sms"
                         *       ]
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            expiresAt: string;
                            factors: ("passkey" | "totp" | "sms")[];
                            otpId: string;
                            /** Format: uuid */
                            transferId: string;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionSendTransferCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    transferId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                     *         "expiresAt": "2026-11-21T03:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                         *       "expiresAt": "2026-11-21T03:05:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            expiresAt: string;
                            /** Format: uuid */
                            transferId: string;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionShopSaleReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-11-01T00:00:00+07:00",
                 *       "to": "2026-11-21T23:59:59+07:00",
                 *       "limit": 5
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    from: string;
                    /** Format: int32 */
                    limit?: number;
                    /** Format: date-time */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "shopId": 12,
                     *           "shopName": "Cà phê Sông Hàn – Hải Châu",
                     *           "count": 412,
                     *           "amount": 68950000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example [
                         *       {
                         *         "shopId": 12,
                         *         "shopName": "Cà phê Sông Hàn – Hải Châu",
                         *         "count": 412,
                         *         "amount": 68950000
                         *       }
                         *     ]
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: int64 */
                            count: number;
                            /** Format: int64 */
                            shopId: number;
                            shopName: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionTopSellingSubmerchant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-11-01T00:00:00+07:00",
                 *       "to": "2026-11-21T23:59:59+07:00",
                 *       "limit": 5
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    from: string;
                    /** Format: int32 */
                    limit?: number;
                    /** Format: date-time */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "userId": 31,
                     *           "userName": "Trần Thị Bình",
                     *           "count": 214,
                     *           "amount": 35760000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example [
                         *       {
                         *         "userId": 31,
                         *         "userName": "Trần Thị Bình",
                         *         "count": 214,
                         *         "amount": 35760000
                         *       }
                         *     ]
                         */
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: int64 */
                            count: number;
                            /** Format: int64 */
                            userId: number;
                            userName: string;
                        }[];
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionTransferLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "min": 10000,
                     *         "dailyLimit": 500000000,
                     *         "usedToday": 5000000,
                     *         "codeMinutes": 5
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "min": 10000,
                         *       "dailyLimit": 500000000,
                         *       "usedToday": 5000000,
                         *       "codeMinutes": 5
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            codeMinutes: number;
                            /** Format: int64 */
                            dailyLimit: number;
                            /** Format: int64 */
                            min: number;
                            /** Format: int64 */
                            usedToday: number;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionTransferPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transferId": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    transferId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "challenge": "12ukd2XBwOrEiXXEMGGmlXg_SLTXR333M94-34AYKCs",
                     *         "rpId": "portal.example.com",
                     *         "timeout": 60000,
                     *         "allowCredentials": [
                     *           {
                     *             "id": "AW4bY1kz0cQ",
                     *             "type": "public-key",
                     *             "transports": [
                     *               "internal",
                     *               "hybrid"
                     *             ]
                     *           }
                     *         ],
                     *         "userVerification": "preferred"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "challenge": "12ukd2XBwOrEiXXEMGGmlXg_SLTXR333M94-34AYKCs",
                         *       "rpId": "portal.example.com",
                         *       "timeout": 60000,
                         *       "allowCredentials": [
                         *         {
                         *           "id": "AW4bY1kz0cQ",
                         *           "type": "public-key",
                         *           "transports": [
                         *             "internal",
                         *             "hybrid"
                         *           ]
                         *         }
                         *       ],
                         *       "userVerification": "preferred"
                         *     }
                         */
                        data: {
                            allowCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            challenge: string;
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            rpId?: string;
                            /** Format: int64 */
                            timeout?: number;
                            /** @enum {string} */
                            userVerification?: "required" | "preferred" | "discouraged";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTransactionVerifyTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default sms
                     * @enum {string}
                     */
                    factor?: "passkey" | "totp" | "sms";
                    otp?: string;
                    /**
                     * @example {
                     *       "id": "AW4bY1kz0cQ",
                     *       "rawId": "AW4bY1kz0cQ",
                     *       "type": "public-key",
                     *       "clientExtensionResults": {},
                     *       "response": {
                     *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                     *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                     *         "signature": "MEUCIQ"
                     *       }
                     *     }
                     */
                    passkey?: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        /** @default {} */
                        clientExtensionResults?: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                    /** Format: uuid */
                    transferId: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                     *         "bankAccountId": 3,
                     *         "bankName": "Vietcombank",
                     *         "accountNumberMasked": "******7890",
                     *         "amount": 5000000,
                     *         "note": "Rút doanh thu tuần 47",
                     *         "status": "completed",
                     *         "createdAt": "2026-11-21T03:00:00.000Z",
                     *         "expiresAt": "2026-11-21T03:05:00.000Z",
                     *         "completedAt": "2026-11-21T03:01:12.000Z",
                     *         "factors": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": "2c7e9a41-6b3d-4f8e-a1c5-9d0b7e2f4a68",
                         *       "bankAccountId": 3,
                         *       "bankName": "Vietcombank",
                         *       "accountNumberMasked": "******7890",
                         *       "amount": 5000000,
                         *       "note": "Rút doanh thu tuần 47",
                         *       "status": "completed",
                         *       "createdAt": "2026-11-21T03:00:00.000Z",
                         *       "expiresAt": "2026-11-21T03:05:00.000Z",
                         *       "completedAt": "2026-11-21T03:01:12.000Z",
                         *       "factors": []
                         *     }
                         */
                        data: {
                            accountNumberMasked: string;
                            /** Format: int64 */
                            amount: number;
                            /** Format: int32 */
                            bankAccountId: number;
                            bankName: string;
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            factors: ("passkey" | "totp" | "sms")[];
                            /** Format: uuid */
                            id: string;
                            note: string;
                            /** @enum {string} */
                            status: "awaiting_code" | "completed" | "expired" | "cancelled";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserCreateCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "id": "3f1c2a9e-7b4d-4e0f-9a51-6c2d8e7f1b30",
                     *       "data": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"150\" height=\"50\" viewBox=\"0,0,150,50\"><path d=\"M12 30 C40 8 90 44 138 20\" stroke=\"#555\" fill=\"none\"/></svg>"
                     *     }
                     */
                    "application/json": {
                        data: string;
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        id: string;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1CustomersPhonePoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A Vietnamese mobile number in any usual spelling (0912345678, +84912345678, 84 912 345 678); anything else is 400 naming phone
                 * @example 0912345678
                 */
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "phone": "0901234567",
                     *         "balance": 1250
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            balance: number;
                            phone: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Shops: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                status?: "active" | "locked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "count": 1,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "code": "HCM-01",
                     *           "name": "Cửa hàng Bến Thành",
                     *           "phone": "0281234567",
                     *           "address": "12 Lê Lợi",
                     *           "wardName": "Phường Bến Thành",
                     *           "districtName": "Quận 1",
                     *           "provinceName": "Thành phố Hồ Chí Minh",
                     *           "opensAt": "08:00",
                     *           "closesAt": "22:00",
                     *           "status": "active"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            address: string;
                            closesAt: string | null;
                            code: string;
                            districtName: string | null;
                            /** Format: int64 */
                            id: number;
                            name: string;
                            opensAt: string | null;
                            phone: string | null;
                            provinceName: string | null;
                            /** @enum {string} */
                            status: "active" | "locked";
                            wardName: string | null;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Transactions: {
        parameters: {
            query?: {
                from?: string;
                limit?: number;
                skip?: number;
                status?: "success" | "pending" | "failed";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1042,
                     *           "reference": "QR20261120000123",
                     *           "createdAt": "2026-11-20T03:15:00.000Z",
                     *           "amount": 1250000,
                     *           "fee": 12500,
                     *           "status": "success",
                     *           "type": "payment",
                     *           "serviceCode": "QRPAY",
                     *           "shopId": 3,
                     *           "shopName": "Cửa hàng Bến Thành"
                     *         }
                     *       ],
                     *       "count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        countIsEstimate?: boolean;
                        countIsLowerBound?: boolean;
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: int64 */
                            fee: number;
                            /** Format: int64 */
                            id: number;
                            reference: string;
                            serviceCode: string;
                            shopId: number | null;
                            shopName: string | null;
                            /** @enum {string} */
                            status: "success" | "pending" | "failed";
                            /** @enum {string} */
                            type: "payment" | "refund" | "topup" | "withdraw";
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TransactionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1042,
                     *         "reference": "QR20261120000123",
                     *         "createdAt": "2026-11-20T03:15:00.000Z",
                     *         "amount": 1250000,
                     *         "fee": 12500,
                     *         "status": "success",
                     *         "type": "payment",
                     *         "serviceCode": "QRPAY",
                     *         "shopId": 3,
                     *         "shopName": "Cửa hàng Bến Thành",
                     *         "netAmount": 1237500
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: int64 */
                            fee: number;
                            /** Format: int64 */
                            id: number;
                            /** Format: int64 */
                            netAmount: number;
                            reference: string;
                            serviceCode: string;
                            shopId: number | null;
                            shopName: string | null;
                            /** @enum {string} */
                            status: "success" | "pending" | "failed";
                            /** @enum {string} */
                            type: "payment" | "refund" | "topup" | "withdraw";
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVouchersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1204,
                     *         "code": "GIAM50K",
                     *         "name": "Giảm 50.000đ",
                     *         "value": "50.000đ",
                     *         "exchangePoint": 500,
                     *         "startDate": "2026-11-01",
                     *         "endDate": "2026-12-31",
                     *         "description": "Áp dụng cho hoá đơn từ 200.000đ",
                     *         "hotLine": "1900 1234",
                     *         "state": "active",
                     *         "reason": null,
                     *         "approval": {
                     *           "at": "2026-11-21T02:15:00.000Z",
                     *           "user": {
                     *             "id": 3,
                     *             "name": "Nguyễn Văn A",
                     *             "phone": "0912345678"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1204,
                         *       "code": "GIAM50K",
                         *       "name": "Giảm 50.000đ",
                         *       "value": "50.000đ",
                         *       "exchangePoint": 500,
                         *       "startDate": "2026-11-01",
                         *       "endDate": "2026-12-31",
                         *       "description": "Áp dụng cho hoá đơn từ 200.000đ",
                         *       "hotLine": "1900 1234",
                         *       "state": "active",
                         *       "reason": null,
                         *       "approval": {
                         *         "at": "2026-11-21T02:15:00.000Z",
                         *         "user": {
                         *           "id": 3,
                         *           "name": "Nguyễn Văn A",
                         *           "phone": "0912345678"
                         *         }
                         *       }
                         *     }
                         */
                        data: {
                            approval: {
                                /** Format: date-time */
                                at: string;
                                user: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                            } | null;
                            code: string | null;
                            description: string | null;
                            endDate: string | null;
                            exchangePoint: number | null;
                            hotLine: string | null;
                            /** Format: int64 */
                            id: number;
                            name: string | null;
                            reason: string | null;
                            startDate: string | null;
                            /** @enum {string} */
                            state: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                            value: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVouchersIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "rows": [
                     *           {
                     *             "id": 7,
                     *             "from": "submitted",
                     *             "to": "synced",
                     *             "reason": null,
                     *             "at": "2026-11-21T02:15:00.000Z",
                     *             "user": {
                     *               "id": 3,
                     *               "name": "Nguyễn Văn A",
                     *               "phone": "0912345678"
                     *             }
                     *           },
                     *           {
                     *             "id": 6,
                     *             "from": null,
                     *             "to": "submitted",
                     *             "reason": null,
                     *             "at": "2026-11-20T08:00:00.000Z",
                     *             "user": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "rows": [
                         *         {
                         *           "id": 7,
                         *           "from": "submitted",
                         *           "to": "synced",
                         *           "reason": null,
                         *           "at": "2026-11-21T02:15:00.000Z",
                         *           "user": {
                         *             "id": 3,
                         *             "name": "Nguyễn Văn A",
                         *             "phone": "0912345678"
                         *           }
                         *         },
                         *         {
                         *           "id": 6,
                         *           "from": null,
                         *           "to": "submitted",
                         *           "reason": null,
                         *           "at": "2026-11-20T08:00:00.000Z",
                         *           "user": null
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            rows: {
                                /** Format: date-time */
                                at: string;
                                from: ("submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked") | null;
                                /** Format: int64 */
                                id: number;
                                reason: string | null;
                                /** @enum {string} */
                                to: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                                user: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                            }[];
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVouchersApproval: {
        parameters: {
            query: {
                voucher: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1204,
                     *         "code": "GIAM50K",
                     *         "name": "Giảm 50.000đ",
                     *         "value": "50.000đ",
                     *         "exchangePoint": 500,
                     *         "startDate": "2026-11-01",
                     *         "endDate": "2026-12-31",
                     *         "description": "Áp dụng cho hoá đơn từ 200.000đ",
                     *         "hotLine": "1900 1234",
                     *         "state": "active",
                     *         "reason": null,
                     *         "approval": {
                     *           "at": "2026-11-21T02:15:00.000Z",
                     *           "user": {
                     *             "id": 3,
                     *             "name": "Nguyễn Văn A",
                     *             "phone": "0912345678"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1204,
                         *       "code": "GIAM50K",
                         *       "name": "Giảm 50.000đ",
                         *       "value": "50.000đ",
                         *       "exchangePoint": 500,
                         *       "startDate": "2026-11-01",
                         *       "endDate": "2026-12-31",
                         *       "description": "Áp dụng cho hoá đơn từ 200.000đ",
                         *       "hotLine": "1900 1234",
                         *       "state": "active",
                         *       "reason": null,
                         *       "approval": {
                         *         "at": "2026-11-21T02:15:00.000Z",
                         *         "user": {
                         *           "id": 3,
                         *           "name": "Nguyễn Văn A",
                         *           "phone": "0912345678"
                         *         }
                         *       }
                         *     }
                         */
                        data: {
                            approval: {
                                /** Format: date-time */
                                at: string;
                                user: {
                                    /** Format: int64 */
                                    id: number;
                                    name: string;
                                    phone: string;
                                } | null;
                            } | null;
                            code: string | null;
                            description: string | null;
                            endDate: string | null;
                            exchangePoint: number | null;
                            hotLine: string | null;
                            /** Format: int64 */
                            id: number;
                            name: string | null;
                            reason: string | null;
                            startDate: string | null;
                            /** @enum {string} */
                            state: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                            value: string | null;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVouchersBlockVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1204,
                 *       "blockMessage": "Ưu đãi trùng với chương trình khuyến mãi đang chạy"
                 *     }
                 */
                "application/json": {
                    blockMessage?: string | null;
                    /** @enum {string} */
                    expectedState?: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1204,
                     *         "blockMessage": "Ưu đãi trùng với chương trình khuyến mãi đang chạy",
                     *         "blockedAt": "2026-11-21T02:20:00.000Z",
                     *         "state": "blocked"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1204,
                         *       "blockMessage": "Ưu đãi trùng với chương trình khuyến mãi đang chạy",
                         *       "blockedAt": "2026-11-21T02:20:00.000Z",
                         *       "state": "blocked"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            blockedAt: string;
                            blockMessage: string;
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            state: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVouchersCreateApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "voucher": "GIAM50K",
                 *       "id": 42,
                 *       "expectedState": "synced"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    expectedState?: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                    id?: number | string;
                    voucher: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1204,
                     *         "state": "approved",
                     *         "at": "2026-11-21T02:15:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1204,
                         *       "state": "approved",
                         *       "at": "2026-11-21T02:15:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            at: string;
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            state: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVouchersPhonesImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "voucher": "GRAB50K",
                 *       "rows": [
                 *         {
                 *           "line": 2,
                 *           "value": "0901 234 567"
                 *         },
                 *         {
                 *           "line": 3,
                 *           "value": "+84381234567"
                 *         },
                 *         {
                 *           "line": 4,
                 *           "value": "abc"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rows: {
                        /** Format: int32 */
                        line: number;
                        value: string;
                    }[];
                    voucher: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "added": 2,
                     *         "existing": 0,
                     *         "refused": [
                     *           {
                     *             "line": 4,
                     *             "problem": "notANumber"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "added": 2,
                         *       "existing": 0,
                         *       "refused": [
                         *         {
                         *           "line": 4,
                         *           "problem": "notANumber"
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            added: number;
                            /** Format: int64 */
                            existing: number;
                            refused: {
                                /** Format: int64 */
                                line: number;
                                /** @enum {string} */
                                problem: "empty" | "notANumber" | "wrongLength" | "notMobilePrefix";
                            }[];
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVouchersRead: {
        parameters: {
            query?: {
                api?: string;
                id?: number | string;
                page?: string;
                queryInput?: {
                    id?: number | string;
                    voucher?: string;
                };
                voucher?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "voucherInfo": {
                     *           "id": 1204,
                     *           "code": "SONGHAN01",
                     *           "images": [
                     *             "/api/file/1b4e28ba-2fa1-4d2b-883f-0016d3cca427?expires=1795000000&signature=abc"
                     *           ],
                     *           "exchangePoint": 500,
                     *           "value": "Giảm 50.000đ",
                     *           "startDate": "2026-11-01",
                     *           "endDate": "2026-12-31",
                     *           "name": "Giảm 50.000đ tại Cà phê Sông Hàn",
                     *           "description": "Áp dụng cho khách hàng thành viên.",
                     *           "hotLine": "1900 6868",
                     *           "blockMessage": null,
                     *           "status": "active"
                     *         },
                     *         "partnerInfo": {
                     *           "name": "Cà phê Sông Hàn",
                     *           "detail": "Chuỗi cà phê rang xay tại chỗ, 24 quán ở Đà Nẵng và Hội An."
                     *         },
                     *         "shopInfos": [
                     *           {
                     *             "name": "Sông Hàn Bạch Đằng",
                     *             "address": "12 Bạch Đằng, Hải Châu, Đà Nẵng"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "voucherInfo": {
                         *         "id": 1204,
                         *         "code": "SONGHAN01",
                         *         "images": [
                         *           "/api/file/1b4e28ba-2fa1-4d2b-883f-0016d3cca427?expires=1795000000&signature=abc"
                         *         ],
                         *         "exchangePoint": 500,
                         *         "value": "Giảm 50.000đ",
                         *         "startDate": "2026-11-01",
                         *         "endDate": "2026-12-31",
                         *         "name": "Giảm 50.000đ tại Cà phê Sông Hàn",
                         *         "description": "Áp dụng cho khách hàng thành viên.",
                         *         "hotLine": "1900 6868",
                         *         "blockMessage": null,
                         *         "status": "active"
                         *       },
                         *       "partnerInfo": {
                         *         "name": "Cà phê Sông Hàn",
                         *         "detail": "Chuỗi cà phê rang xay tại chỗ, 24 quán ở Đà Nẵng và Hội An."
                         *       },
                         *       "shopInfos": [
                         *         {
                         *           "name": "Sông Hàn Bạch Đằng",
                         *           "address": "12 Bạch Đằng, Hải Châu, Đà Nẵng"
                         *         }
                         *       ]
                         *     }
                         */
                        data: {
                            partnerInfo: {
                                detail: string | null;
                                name: string | null;
                            };
                            shopInfos: {
                                address: string;
                                name: string;
                            }[];
                            voucherInfo: {
                                blockMessage: string | null;
                                code: string | null;
                                description: string | null;
                                endDate: string | null;
                                exchangePoint: number;
                                hotLine: string | null;
                                /** Format: int64 */
                                id: number;
                                images: string[];
                                name: string;
                                startDate: string | null;
                                status: string | null;
                                value: string | number | null;
                            };
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVouchersRejectVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1204,
                 *       "reason": "Hình ảnh ưu đãi không rõ nét",
                 *       "expectedState": "synced"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    expectedState?: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                    id: number | string;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1204,
                     *         "state": "approved",
                     *         "at": "2026-11-21T02:15:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1204,
                         *       "state": "approved",
                         *       "at": "2026-11-21T02:15:00.000Z"
                         *     }
                         */
                        data: {
                            /** Format: date-time */
                            at: string;
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            state: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postVouchersSyncVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    expectedState?: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": 1204,
                     *         "syncedAt": "2026-11-21T02:15:00.000Z",
                     *         "state": "synced"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @example {
                         *       "id": 1204,
                         *       "syncedAt": "2026-11-21T02:15:00.000Z",
                         *       "state": "synced"
                         *     }
                         */
                        data: {
                            /** Format: int64 */
                            id: number;
                            /** @enum {string} */
                            state: "submitted" | "synced" | "rejected" | "approved" | "active" | "expired" | "blocked";
                            /** Format: date-time */
                            syncedAt: string;
                        };
                        /**
                         * Format: int64
                         * @example 200
                         */
                        err: number;
                        /** @example ok */
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookCreateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.vn/hooks/merchant-portal",
                 *       "description": "ERP sales sync",
                 *       "eventTypes": [
                 *         "transaction.created",
                 *         "transfer.completed"
                 *       ],
                 *       "password": "demo-partner-2026"
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    description?: string;
                    eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                    password?: string;
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                    /**
                     * Format: uri
                     * @description https:// (http:// only to a loopback address in development); no user name or password in it
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.webhooks.created",
                     *       "data": {
                     *         "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *         "url": "https://erp.example.vn/hooks/merchant-portal",
                     *         "description": "ERP sales sync",
                     *         "eventTypes": [
                     *           "transaction.created",
                     *           "transfer.completed"
                     *         ],
                     *         "status": "enabled",
                     *         "secretPrefix": "whsec_Qm7X",
                     *         "previousSecretUntil": null,
                     *         "createdAt": "2026-11-29T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "failingSince": null,
                     *         "secret": "whsec_Qm7Xp2LkV9sB4nT8wY1zA6cE3gH5jK0dF7rU2oI9"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                            failingSince: string | null;
                            id: string;
                            previousSecretUntil: string | null;
                            secret: string;
                            secretPrefix: string;
                            /** @enum {string} */
                            status: "enabled" | "disabled" | "failing";
                            updatedAt: string | null;
                            url: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookDeleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.webhooks.deleted",
                     *       "data": {
                     *         "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookDetailWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *         "url": "https://erp.example.vn/hooks/merchant-portal",
                     *         "description": "ERP sales sync",
                     *         "eventTypes": [
                     *           "transaction.created",
                     *           "transfer.completed"
                     *         ],
                     *         "status": "enabled",
                     *         "secretPrefix": "whsec_Qm7X",
                     *         "previousSecretUntil": null,
                     *         "createdAt": "2026-11-29T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "failingSince": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                            failingSince: string | null;
                            id: string;
                            previousSecretUntil: string | null;
                            secretPrefix: string;
                            /** @enum {string} */
                            status: "enabled" | "disabled" | "failing";
                            updatedAt: string | null;
                            url: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookDisableWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *         "url": "https://erp.example.vn/hooks/merchant-portal",
                     *         "description": "ERP sales sync",
                     *         "eventTypes": [
                     *           "transaction.created",
                     *           "transfer.completed"
                     *         ],
                     *         "status": "enabled",
                     *         "secretPrefix": "whsec_Qm7X",
                     *         "previousSecretUntil": null,
                     *         "createdAt": "2026-11-29T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "failingSince": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                            failingSince: string | null;
                            id: string;
                            previousSecretUntil: string | null;
                            secretPrefix: string;
                            /** @enum {string} */
                            status: "enabled" | "disabled" | "failing";
                            updatedAt: string | null;
                            url: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookEnableWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *         "url": "https://erp.example.vn/hooks/merchant-portal",
                     *         "description": "ERP sales sync",
                     *         "eventTypes": [
                     *           "transaction.created",
                     *           "transfer.completed"
                     *         ],
                     *         "status": "enabled",
                     *         "secretPrefix": "whsec_Qm7X",
                     *         "previousSecretUntil": null,
                     *         "createdAt": "2026-11-29T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "failingSince": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                            failingSince: string | null;
                            id: string;
                            previousSecretUntil: string | null;
                            secretPrefix: string;
                            /** @enum {string} */
                            status: "enabled" | "disabled" | "failing";
                            updatedAt: string | null;
                            url: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookFindWebhookAttempts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "eventId": "5d8e2a6f-1c4b-4f7e-8a93-6b0c2d4e9f15"
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        /** Format: uuid */
                        endpointId?: string;
                        /** Format: uuid */
                        eventId?: string;
                    };
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "count": 1,
                     *       "data": [
                     *         {
                     *           "id": "9a1b3c5d-7e2f-4a6b-8c0d-1e3f5a7b9c2d",
                     *           "eventId": "5d8e2a6f-1c4b-4f7e-8a93-6b0c2d4e9f15",
                     *           "endpointId": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *           "attemptedAt": "2026-11-29T03:20:01.000Z",
                     *           "status": 200,
                     *           "ok": true,
                     *           "durationMs": 84,
                     *           "response": "{\"received\":true}"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        data: {
                            /** Format: date-time */
                            attemptedAt: string;
                            /** Format: int64 */
                            durationMs: number;
                            endpointId: string;
                            eventId: string;
                            id: string;
                            ok: boolean;
                            response: string;
                            status: number | null;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookFindWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "status": "enabled"
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        /** @enum {string} */
                        status?: "enabled" | "disabled" | "failing";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "count": 1,
                     *       "data": [
                     *         {
                     *           "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *           "url": "https://erp.example.vn/hooks/merchant-portal",
                     *           "description": "ERP sales sync",
                     *           "eventTypes": [
                     *             "transaction.created",
                     *             "transfer.completed"
                     *           ],
                     *           "status": "enabled",
                     *           "secretPrefix": "whsec_Qm7X",
                     *           "previousSecretUntil": null,
                     *           "createdAt": "2026-11-29T03:15:00.000Z",
                     *           "updatedAt": null,
                     *           "failingSince": null,
                     *           "lastDelivery": {
                     *             "attemptedAt": "2026-11-29T03:20:01.000Z",
                     *             "outcome": "delivered",
                     *             "status": 200
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                            failingSince: string | null;
                            id: string;
                            lastDelivery: {
                                /** Format: date-time */
                                attemptedAt: string;
                                /** @enum {string} */
                                outcome: "delivered" | "failed";
                                status: number | null;
                            } | null;
                            previousSecretUntil: string | null;
                            secretPrefix: string;
                            /** @enum {string} */
                            status: "enabled" | "disabled" | "failing";
                            updatedAt: string | null;
                            url: string;
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookFindWebhookEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryInput": {
                 *         "type": "transaction.created",
                 *         "outcome": "failed"
                 *       },
                 *       "limit": 20,
                 *       "skip": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: int32
                     * @default 20
                     */
                    limit?: number;
                    queryInput?: {
                        createdAt?: {
                            /** Format: date-time */
                            gte?: string;
                            /** Format: date-time */
                            lte?: string;
                        };
                        /** Format: uuid */
                        endpointId?: string;
                        /** @enum {string} */
                        outcome?: "pending" | "delivered" | "failed" | "none";
                        /** @enum {string} */
                        type?: "transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked" | "webhook.test";
                    };
                    select?: string;
                    /**
                     * Format: int32
                     * @default 0
                     */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "count": 1,
                     *       "data": [
                     *         {
                     *           "id": "5d8e2a6f-1c4b-4f7e-8a93-6b0c2d4e9f15",
                     *           "type": "transaction.created",
                     *           "createdAt": "2026-11-29T03:20:00.000Z",
                     *           "apiVersion": "2026-11-29",
                     *           "sequence": 1042,
                     *           "data": {
                     *             "id": 1042,
                     *             "reference": "CK3F9A0B7C21D4",
                     *             "createdAt": "2026-11-29T03:20:00.000Z",
                     *             "amount": 250000,
                     *             "fee": 2500,
                     *             "status": "success",
                     *             "type": "payment",
                     *             "serviceCode": "QRPAY",
                     *             "shopId": 3,
                     *             "shopName": "Cửa hàng Bến Thành",
                     *             "netAmount": 247500
                     *           },
                     *           "outcome": "delivered",
                     *           "deliveries": [
                     *             {
                     *               "endpointId": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *               "status": "delivered",
                     *               "attempts": 1,
                     *               "nextAttemptAt": null
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        data: {
                            apiVersion: string;
                            /** Format: date-time */
                            createdAt: string;
                            data: {
                                [key: string]: unknown;
                            };
                            deliveries: {
                                /** Format: int64 */
                                attempts: number;
                                endpointId: string;
                                nextAttemptAt: string | null;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                            }[];
                            id: string;
                            /** @enum {string} */
                            outcome: "pending" | "delivered" | "failed" | "none";
                            /** Format: int64 */
                            sequence: number;
                            /** @enum {string} */
                            type: "transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked" | "webhook.test";
                        }[];
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookResendWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "5d8e2a6f-1c4b-4f7e-8a93-6b0c2d4e9f15",
                 *       "endpointId": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    endpointId?: string;
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.webhooks.resent",
                     *       "data": {
                     *         "queued": 12
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            queued: number;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookResendWebhookEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpointId": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                 *       "from": "2026-11-28T00:00:00+07:00",
                 *       "to": "2026-11-29T00:00:00+07:00"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    endpointId: string;
                    /** Format: date-time */
                    from: string;
                    /** Format: date-time */
                    to: string;
                    /** @enum {string} */
                    type?: "transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked";
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.webhooks.resent",
                     *       "data": {
                     *         "queued": 12
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: int64 */
                            queued: number;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookRollWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                 *       "overlapHours": 24,
                 *       "password": "demo-partner-2026"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    /**
                     * Format: int32
                     * @default 24
                     */
                    overlapHours?: number;
                    password?: string;
                    stepUp?: {
                        code: string;
                        /** @enum {string} */
                        factor: "totp";
                    } | {
                        /** @enum {string} */
                        factor: "passkey";
                        /**
                         * @example {
                         *       "id": "AW4bY1kz0cQ",
                         *       "rawId": "AW4bY1kz0cQ",
                         *       "type": "public-key",
                         *       "clientExtensionResults": {},
                         *       "response": {
                         *         "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                         *         "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                         *         "signature": "MEUCIQ"
                         *       }
                         *     }
                         */
                        passkey: {
                            /** @enum {string} */
                            authenticatorAttachment?: "platform" | "cross-platform";
                            /** @default {} */
                            clientExtensionResults?: {
                                credProps?: {
                                    rk?: boolean;
                                };
                            };
                            id: string;
                            rawId: string;
                            response: {
                                authenticatorData: string;
                                clientDataJSON: string;
                                signature: string;
                                userHandle?: string;
                            };
                            /** @enum {string} */
                            type: "public-key";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.webhooks.created",
                     *       "data": {
                     *         "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *         "url": "https://erp.example.vn/hooks/merchant-portal",
                     *         "description": "ERP sales sync",
                     *         "eventTypes": [
                     *           "transaction.created",
                     *           "transfer.completed"
                     *         ],
                     *         "status": "enabled",
                     *         "secretPrefix": "whsec_Qm7X",
                     *         "previousSecretUntil": null,
                     *         "createdAt": "2026-11-29T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "failingSince": null,
                     *         "secret": "whsec_Qm7Xp2LkV9sB4nT8wY1zA6cE3gH5jK0dF7rU2oI9"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                            failingSince: string | null;
                            id: string;
                            previousSecretUntil: string | null;
                            secret: string;
                            secretPrefix: string;
                            /** @enum {string} */
                            status: "enabled" | "disabled" | "failing";
                            updatedAt: string | null;
                            url: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookSendTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "app.webhooks.testSent",
                     *       "data": {
                     *         "id": "5d8e2a6f-1c4b-4f7e-8a93-6b0c2d4e9f15",
                     *         "type": "webhook.test",
                     *         "createdAt": "2026-11-29T03:20:00.000Z",
                     *         "apiVersion": "2026-11-29",
                     *         "sequence": 1042,
                     *         "data": {
                     *           "message": "test"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            apiVersion: string;
                            /** Format: date-time */
                            createdAt: string;
                            data: {
                                [key: string]: unknown;
                            };
                            id: string;
                            /** Format: int64 */
                            sequence: number;
                            /** @enum {string} */
                            type: "transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked" | "webhook.test";
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWebhookUpdateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                 *       "url": "https://erp.example.vn/hooks/merchant-portal",
                 *       "description": "ERP",
                 *       "eventTypes": [
                 *         "transaction.created"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    description?: string;
                    eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                    /** Format: uuid */
                    id: string;
                    /**
                     * Format: uri
                     * @description https:// (http:// only to a loopback address in development); no user name or password in it
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Success: the envelope with `err` 200 */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "err": 200,
                     *       "message": "ok",
                     *       "data": {
                     *         "id": "7b2f9c1e-4d3a-4e8b-9f61-2a5c8d0e1b37",
                     *         "url": "https://erp.example.vn/hooks/merchant-portal",
                     *         "description": "ERP sales sync",
                     *         "eventTypes": [
                     *           "transaction.created",
                     *           "transfer.completed"
                     *         ],
                     *         "status": "enabled",
                     *         "secretPrefix": "whsec_Qm7X",
                     *         "previousSecretUntil": null,
                     *         "createdAt": "2026-11-29T03:15:00.000Z",
                     *         "updatedAt": null,
                     *         "failingSince": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string;
                            eventTypes: ("transaction.created" | "transaction.updated" | "settlement.updated" | "transfer.completed" | "apiKey.revoked")[];
                            failingSince: string | null;
                            id: string;
                            previousSecretUntil: string | null;
                            secretPrefix: string;
                            /** @enum {string} */
                            status: "enabled" | "disabled" | "failing";
                            updatedAt: string | null;
                            url: string;
                        };
                        /** Format: int64 */
                        err: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
