/**
 * Example requests and answers of the main endpoints, for the OpenAPI document and its reference
 * page (issue 20): one child, Anu, signing up in class 3 and playing an English topic. Taken
 * from real answers of the API; the OpenAPI lint test (server/openapi.lint.test.ts) checks each
 * against its endpoint's schemas, so an example that drifts from the contract fails it. Keyed by
 * the endpoint's name (its operationId); only the server's route registration (server/route.ts)
 * reads it, so none of it reaches a child's phone in the islands' bundles.
 */
const phone = '9876543210';
const otpSecret = 'vQ8y6Penk6wmGeDUKQnl0rfwla_SeleG';
const childId = 'c5f5035a-3741-4d95-95a3-a0ce3bdcee2f';
/** A tile's picture (issue 29): a house for a unit of naming words. */
const house = '/pictures/house.svg';
const topicId = 'd730574f-fe96-42b6-aa29-6cb25c4ed19e';
const activityId = 'a92fbd3b-d646-4017-9711-7c170801ee99';

/** A read-aloud clip of the example (ids are hashes of words and voice: ADR 015). */
const clip = (id: string) => ({ url: `/v1/audio/${id}.opus`, synthetic: true });

const profile = (coins: number) => ({
  _id: childId,
  studentName: 'Anu Gowda',
  phone,
  email: null,
  gender: 'Female',
  grade: '3',
  board: 'Karnataka',
  medium: 'English',
  schoolName: 'Government Higher Primary School, Mandya',
  state: 'Karnataka',
  district: 'Mandya',
  taluk: 'Maddur',
  photo: null,
  totalCoinsEarned: coins,
  coinBalance: coins,
  activeSubscriptions: [],
});

const tokenData = {
  accessToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjNWY1MDM1YSJ9.i4l6bwMAF7Sz-Un75jD6mNvm',
  refreshToken: 'zt8m-vOlOans_0YoAlzgCmE-fX0FgECrRMyf0hLMAM4',
};

const english = { en: 'English', kn: 'ಇಂಗ್ಲಿಷ್' };
const topicName = { en: 'Person, place or thing', kn: 'ವ್ಯಕ್ತಿ, ಸ್ಥಳ ಅಥವಾ ವಸ್ತು' };

export const EXAMPLES = {
  sendSignUpOtp: {
    body: { phone },
    response: {
      success: true,
      message: 'OTP sent.',
      accountExists: false,
      otpSecret,
      resendAfterSeconds: 30,
    },
  },
  verifySignUpOtp: {
    body: { phone, otpSecret, otp: '405339', verifyPhoneNumber: true },
    response: { success: true, message: 'OTP verified.' },
  },
  registerStudent: {
    body: {
      studentName: 'Anu Gowda',
      phone,
      password: 'Mandya-Mango-42',
      gender: 'Female',
      grade: '3',
      email: '',
      board: 'Karnataka English',
      schoolName: 'Government Higher Primary School, Mandya',
      state: 'Karnataka',
      district: 'Mandya',
      taluk: 'Maddur',
      isPhoneVerified: true,
      deviceId: 'device-1',
      deviceModel: 'web',
      otpSecret,
      consent: {
        guardianName: 'Lakshmi Gowda',
        isGuardian: true,
        isAdult: true,
        acceptsPolicy: true,
        policyVersion: '2026-11-25',
      },
    },
    response: { success: true, message: 'Sign-up successful', profile: profile(0), tokenData },
  },
  loginWithPassword: {
    body: { email: phone, password: 'Mandya-Mango-42' },
    response: { success: true, message: 'Login successful', profile: profile(0), tokenData },
  },
  getUnits: {
    response: {
      success: true,
      subject: {
        _id: '5d8a7360-2baf-4be9-bf72-9a0db3d57e76',
        key: 'english',
        name: english,
        icon: 'english',
        colour: '#f2994a',
      },
      data: [
        {
          _id: '7dc9f57d-a33d-49fe-92f2-aa2a5bfabf7f',
          unitNumber: 1,
          name: { en: 'Nouns', kn: 'ನಾಮಪದಗಳು' },
          free: true,
          coinCost: 50,
          locked: false,
          videosOpen: false,
          picture: house,
          chapters: [
            {
              _id: '90faf3b4-f99b-4779-9d86-687d1f88ed03',
              name: { en: 'Naming words', kn: 'ಹೆಸರಿಸುವ ಪದಗಳು' },
              picture: house,
              topics: [{ _id: topicId, topicName, picture: house, activityCount: 2, completedCount: 0 }],
            },
          ],
        },
      ],
    },
  },
  getTopicActivities: {
    response: {
      success: true,
      topic: {
        _id: topicId,
        topicName,
        subject: english,
        unitNumber: 1,
        unit: { name: { en: 'Nouns', kn: 'ನಾಮಪದಗಳು' } },
        subjectKey: 'english',
        unitId: '7dc9f57d-a33d-49fe-92f2-aa2a5bfabf7f',
        chapterId: '90faf3b4-f99b-4779-9d86-687d1f88ed03',
        language: 'en',
      },
      data: [
        {
          activityId,
          kind: 'mcq',
          heading: { title: 'Find the naming word', headingImage: null },
          instruction: { title: 'Read the sentence and tap the naming word.' },
          counter: 150,
          total: 2,
          content: {
            questions: [
              {
                prompt: 'Find the naming word: The cat sleeps.',
                options: ['The', 'cat', 'sleeps'],
                answer: 1,
                feedback: 'Cat is the name of an animal, so it is a naming word.',
              },
              {
                prompt: 'Find the naming word: Ravi runs fast.',
                options: ['Ravi', 'runs', 'fast'],
                answer: 0,
                feedback: 'Ravi is the name of a person, so it is a naming word.',
              },
            ],
          },
          bestScore: null,
          attempts: 0,
          audio: {
            title: clip('4b0e4bd1c0b5f2a7d5c1e3f9a8b7c6d5'),
            instruction: clip('0c9f3e2d1b4a5c6d7e8f9a0b1c2d3e4f'),
            questions: [
              {
                prompt: clip('a1b2c3d4e5f60718293a4b5c6d7e8f90'),
                options: [
                  clip('1f2e3d4c5b6a79880a1b2c3d4e5f6071'),
                  clip('2a3b4c5d6e7f80910a1b2c3d4e5f6a7b'),
                  clip('3c4d5e6f708192a3b4c5d6e7f8091a2b'),
                ],
                feedback: clip('4d5e6f708192a3b4c5d6e7f8091a2b3c'),
              },
              {
                prompt: clip('5e6f708192a3b4c5d6e7f8091a2b3c4d'),
                options: [
                  clip('6f708192a3b4c5d6e7f8091a2b3c4d5e'),
                  clip('708192a3b4c5d6e7f8091a2b3c4d5e6f'),
                  clip('8192a3b4c5d6e7f8091a2b3c4d5e6f70'),
                ],
                feedback: clip('92a3b4c5d6e7f8091a2b3c4d5e6f7081'),
              },
            ],
          },
        },
      ],
    },
  },
  completeActivity: {
    body: { activityId, answers: [1, 0], idempotencyKey: '7fe2ed60-8420-42bd-9598-10cdad39da5e' },
    response: {
      success: true,
      message: 'Activity completed.',
      data: { score: 2, total: 2, coins: 2 },
      profile: profile(2),
    },
  },
  syncCompletions: {
    body: {
      events: [
        {
          eventId: '0b6f7a52-5c1e-4f0e-9a43-2d1b8c7e6f10',
          activityId,
          answers: [1, 0],
          completedAt: '2026-11-24T09:41:07.512Z',
        },
        {
          eventId: '7fe2ed60-8420-42bd-9598-10cdad39da5e',
          activityId,
          answers: [1, 0],
          completedAt: '2026-11-24T09:40:12.020Z',
        },
        {
          eventId: 'c2d9e4b1-7a3f-4e8d-b6a5-90f1e2d3c4b5',
          activityId: '3e8a1f0c-4d2b-4c6a-8e9f-7b5d3a1c2e40',
          answers: [0, 2, 1],
          completedAt: '2026-11-24T09:48:55.300Z',
        },
      ],
    },
    response: {
      success: true,
      data: [
        {
          eventId: '0b6f7a52-5c1e-4f0e-9a43-2d1b8c7e6f10',
          status: 'applied',
          reason: null,
          score: 2,
          total: 2,
          coins: 0,
        },
        {
          eventId: '7fe2ed60-8420-42bd-9598-10cdad39da5e',
          status: 'duplicate',
          reason: null,
          score: 2,
          total: 2,
          coins: 2,
        },
        {
          eventId: 'c2d9e4b1-7a3f-4e8d-b6a5-90f1e2d3c4b5',
          status: 'rejected',
          reason: 'UNIT_LOCKED',
          score: null,
          total: null,
          coins: null,
        },
      ],
      profile: profile(2),
    },
  },
  getUnitPack: {
    response: {
      success: true,
      data: {
        unitId: '7dc9f57d-a33d-49fe-92f2-aa2a5bfabf7f',
        subjectKey: 'english',
        files: [
          {
            url: '/v1/auth/subjects/english/units?grade=3&board=Karnataka&medium=English',
            bytes: 1184,
            kind: 'data',
          },
          { url: `/v1/auth/subjects/topic/${topicId}/activities`, bytes: 2931, kind: 'data' },
          { url: '/v1/audio/4b0e4bd1c0b5f2a7d5c1e3f9a8b7c6d5.opus', bytes: 2215, kind: 'audio' },
          { url: '/v1/audio/0c9f3e2d1b4a5c6d7e8f9a0b1c2d3e4f.opus', bytes: 4870, kind: 'audio' },
          {
            url: '/v1/media/lessons/letters.mp4?expires=1795939200&signature=V0nTq2y8xJc4b1mE6rWkP9sA3dF7hG5jL2zXcB8nM4Q',
            bytes: 155821,
            kind: 'video',
          },
          {
            url: '/v1/media/lessons/letters.en.vtt?expires=1795939200&signature=Hq3mZ7vR1tY9wK5pC2xN8bL4jF6dS0aE3gU7iO1yT5c',
            bytes: 242,
            kind: 'captions',
          },
        ],
        bytes: { total: 167263, withoutVideos: 11200 },
      },
    },
  },
  checkIn: {
    response: {
      success: true,
      message: '10 coins received',
      data: { day: '2026-11-25', coins: 10, streakCoins: 0 },
      profile: profile(12),
    },
  },
} as const;
