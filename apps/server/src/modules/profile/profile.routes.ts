import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import {
  activityListResponseSchema,
  AVATAR_FIELD_NAME,
  AVATAR_MAX_BYTES,
  avatarMessages,
  avatarUploadResponseSchema,
  errorEnvelopeSchema,
  setupProfileRequestSchema,
  setupProfileResponseSchema,
  successEnvelope,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userStatsSchema,
} from '@pathway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { requireUser, requireVerifiedUser, signedInUser } from '../auth/auth.plugin.ts';
import {
  checkAvatarUploadAllowed,
  recentActivity,
  replaceAvatar,
  setupProfile,
  updateProfile,
  userStats,
} from './profile.service.ts';

const error = errorEnvelopeSchema;
const tags = ['profile'];
const security = [{ bearerAuth: [] }];

const noFile = () =>
  new AppError('VALIDATION_ERROR', avatarMessages.invalidFile.description, {
    [AVATAR_FIELD_NAME]: avatarMessages.invalidFile.description,
  });

/** A multipart body that cannot be read (no boundary, cut short, malformed): the client's fault. */
function unreadableUpload(err: unknown): AppError {
  const status = (err as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Please send one image in the field "avatar", and nothing else.');
  return new AppError('VALIDATION_ERROR', 'The upload could not be read. Please try again.', {
    [AVATAR_FIELD_NAME]: avatarMessages.invalidFile.description,
  });
}

/**
 * The one file of an avatar upload, read into memory (at most AVATAR_MAX_BYTES; busboy stops
 * reading past it). Other parts are bounded too, so a request cannot be made of endless fields.
 */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
    });
  } catch (err) {
    throw unreadableUpload(err);
  }
  if (!part || part.fieldname !== AVATAR_FIELD_NAME) {
    part?.file.resume();
    throw noFile();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB. Please select an image smaller than 5MB.', {
        [AVATAR_FIELD_NAME]: avatarMessages.tooLarge.description,
      });
    }
    throw unreadableUpload(err);
  }
  if (bytes.length === 0) throw noFile();
  return bytes;
}

/** The signed-in user's profile, avatar, stats and activity (docs/profile-api.md). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Only the avatar route reads multipart bodies; registered here, the parser stays in this plugin.
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, parts: 10 } });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.put(
    '/users/profile',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Update my profile: keys left out are unchanged, null clears (names cannot be cleared)',
        security,
        body: updateProfileRequestSchema,
        response: { 200: successEnvelope(updateProfileResponseSchema), 400: error, 401: error, 403: error, 429: error },
      },
    },
    async (request) => ok(await updateProfile(deps, signedInUser(request).id, request.body), 'Profile updated.'),
  );

  app.post(
    '/users/setup-profile',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: "The profile wizard's whole object: replaces every wizard field and marks the setup done",
        security,
        body: setupProfileRequestSchema,
        response: { 200: successEnvelope(setupProfileResponseSchema), 400: error, 401: error, 403: error, 429: error },
      },
    },
    async (request) =>
      ok(await setupProfile(deps, signedInUser(request).id, request.body), 'Your profile has been set up successfully.'),
  );

  app.post(
    '/users/avatar',
    {
      preHandler: requireVerifiedUser,
      schema: {
        tags,
        summary: `Upload my avatar: multipart, one image in the field "${AVATAR_FIELD_NAME}" (JPEG, PNG, WebP or GIF, at most 5 MB), stored as a 512×512 WebP`,
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: successEnvelope(avatarUploadResponseSchema),
          400: error,
          401: error,
          403: error,
          413: error,
          415: error,
          429: error,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Please send the image as multipart/form-data in the field "${AVATAR_FIELD_NAME}".`);
      }
      const user = signedInUser(request);
      await checkAvatarUploadAllowed(deps, user.id, request.ip);
      const upload = await readAvatarUpload(request);
      const avatarUrl = await replaceAvatar(deps, request.log, user.id, upload);
      return ok({ avatarUrl }, 'Avatar Updated.');
    },
  );

  app.get(
    '/users/stats',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My saved jobs and applications counts, and my profile completion',
        security,
        response: { 200: successEnvelope(userStatsSchema), 401: error, 429: error },
      },
    },
    async (request) => ok(await userStats(deps, signedInUser(request).id)),
  );

  app.get(
    '/users/activity',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My latest 20 activity items, newest first',
        security,
        response: { 200: successEnvelope(activityListResponseSchema), 401: error, 429: error },
      },
    },
    async (request) => ok(await recentActivity(deps, signedInUser(request).id)),
  );
};
