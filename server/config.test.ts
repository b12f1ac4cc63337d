import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { TEST_COMPANY_ENV } from './test/company.ts';

/** Production with the SMS provider a production host uses. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ...TEST_COMPANY_ENV,
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'k',
  MSG91_TEMPLATE_ID: 't',
};

describe('configuration from the environment', () => {
  it('has defaults that run the whole product on one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 4321,
      databaseUrl: 'data/kalike.sqlite',
      redisUrl: undefined,
      siteDir: 'dist',
      corsOrigins: [],
      seedSampleData: true,
    });
    expect(config.business).toEqual({
      dailyCheckInCoins: 10,
      unitUnlockCoins: 50,
      storyCoins: [5, 6, 8, 10],
      allAccessKannadaPaise: 36_500,
      allAccessEnglishPaise: 99_900,
      vavPaise: 19_900,
      streakRewards: [
        { days: 3, coins: 5 },
        { days: 7, coins: 15 },
        { days: 30, coins: 50 },
      ],
    });
  });

  it('reads STREAK_REWARDS as days:coins pairs, in order of days, and refuses anything else', () => {
    expect(loadConfig({ STREAK_REWARDS: '7:20, 2:1' }).business.streakRewards).toEqual([
      { days: 2, coins: 1 },
      { days: 7, coins: 20 },
    ]);
    expect(() => loadConfig({ STREAK_REWARDS: 'three:5' })).toThrow(/STREAK_REWARDS/);
  });

  it('reads what is set, and treats an empty variable as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/kalike',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://kalike.example.org, https://www.kalike.example.org',
      HOST: '',
      SEED_SAMPLE_DATA: 'false',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('postgres://u@db/kalike');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.corsOrigins).toEqual(['https://kalike.example.org', 'https://www.kalike.example.org']);
    expect(config.seedSampleData).toBe(false);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/REDIS_URL/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('OTP_RESEND_SECONDS: 30 by default, a whole number of at least 1', () => {
    expect(loadConfig({}).auth.otpResendSeconds).toBe(30);
    expect(loadConfig({ OTP_RESEND_SECONDS: '2' }).auth.otpResendSeconds).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ OTP_RESEND_SECONDS: bad }), bad).toThrow(/OTP_RESEND_SECONDS/);
    }
  });

  it('the parent gate: locked after 5 wrong tries in 15 minutes by default; both at least 1', () => {
    expect(loadConfig({}).auth.parentGate).toEqual({ maxFailures: 5, lockMinutes: 15 });
    expect(
      loadConfig({ PARENT_GATE_MAX_FAILURES: '3', PARENT_GATE_LOCK_MINUTES: '60' }).auth.parentGate,
    ).toEqual({ maxFailures: 3, lockMinutes: 60 });
    for (const name of ['PARENT_GATE_MAX_FAILURES', 'PARENT_GATE_LOCK_MINUTES'])
      for (const bad of ['0', '-1', '1.5'])
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
  });

  it('content review (issue 19): only approved items in production, everything elsewhere, unless set', () => {
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(32) }).contentMinReview).toBe('approved');
    expect(loadConfig({}).contentMinReview).toBe('written');
    expect(loadConfig({ ...PRODUCTION, CONTENT_MIN_REVIEW: 'editor-checked' }).contentMinReview).toBe(
      'editor-checked',
    );
    expect(() => loadConfig({ CONTENT_MIN_REVIEW: 'maybe' })).toThrow(/CONTENT_MIN_REVIEW/);
    expect(loadConfig({}).missedItemReturnDays).toBe(2);
    expect(loadConfig({ MISSED_ITEM_RETURN_DAYS: '0' }).missedItemReturnDays).toBe(0);
  });

  it('refuses negative coin values and prices', () => {
    expect(() => loadConfig({ COINS_UNIT_UNLOCK: '-5' })).toThrow(/COINS_UNIT_UNLOCK/);
    expect(() => loadConfig({ COINS_STORY_BY_LEVEL: '5,6,-8,10' })).toThrow(/COINS_STORY_BY_LEVEL/);
    expect(() => loadConfig({ COINS_STORY_BY_LEVEL: '5,6,8' })).toThrow(/COINS_STORY_BY_LEVEL/);
    expect(() => loadConfig({ PRICE_VAV_PAISE: '99.5' })).toThrow(/PRICE_VAV_PAISE/);
  });

  it('speech: eSpeak NG on this machine by default; Azure needs its key and region (issue 16)', () => {
    expect(loadConfig({})).toMatchObject({
      audioDir: 'curriculum/audio',
      speech: { engine: 'espeak', azure: undefined },
    });
    expect(() => loadConfig({ SPEECH_ENGINE: 'azure' })).toThrow(/AZURE_SPEECH_KEY and AZURE_SPEECH_REGION/);
    expect(() => loadConfig({ SPEECH_ENGINE: 'polly' })).toThrow(/SPEECH_ENGINE/);
    expect(() => loadConfig({ AZURE_SPEECH_REGION: 'Central India' })).toThrow(/AZURE_SPEECH_REGION/);
    expect(() => loadConfig({ AZURE_SPEECH_VOICE_KN: 'en-US-JennyNeural' })).toThrow(/AZURE_SPEECH_VOICE_KN/);
    expect(
      loadConfig({ SPEECH_ENGINE: 'azure', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'centralindia' })
        .speech,
    ).toEqual({
      engine: 'azure',
      azure: {
        key: 'k',
        endpoint: 'https://centralindia.tts.speech.microsoft.com/cognitiveservices/v1',
        voices: { kn: 'kn-IN-SapnaNeural', en: 'en-IN-NeerjaNeural' },
      },
    });
  });

  it('production with SMS_PROVIDER=local stops with a message, unless ALLOW_LOCAL_SMS_IN_PRODUCTION says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...TEST_COMPANY_ENV })).toThrow(
      /SMS_PROVIDER=local in production sends no SMS: set SMS_PROVIDER=msg91, or ALLOW_LOCAL_SMS_IN_PRODUCTION=1/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...TEST_COMPANY_ENV, ALLOW_LOCAL_SMS_IN_PRODUCTION: '1' }).sms
        .provider,
    ).toBe('local');
    expect(loadConfig(PRODUCTION).sms.provider).toBe('msg91');
    // Outside production the local provider is the default, with or without the variable.
    expect(loadConfig({}).sms.provider).toBe('local');
  });
});

describe('the company on receipts (issue 27)', () => {
  const company = {
    COMPANY_LEGAL_NAME: 'Kalike Test Company',
    COMPANY_ADDRESS: '1 Test Road, Bengaluru, Karnataka 560001',
    COMPANY_GSTIN: '29ABCDE1234F1ZW',
  };

  it('none outside production: receipts are test receipts; all three: the company, at 18 % GST', () => {
    expect(loadConfig({}).company).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).company).toBeUndefined();
    expect(loadConfig(company).company).toEqual({
      legalName: company.COMPANY_LEGAL_NAME,
      address: company.COMPANY_ADDRESS,
      gstin: company.COMPANY_GSTIN,
      gstRatePercent: 18,
    });
    expect(loadConfig({ ...company, GST_RATE_PERCENT: '12' }).company?.gstRatePercent).toBe(12);
    for (const bad of ['0', '-18', 'x', '18.3', '50'])
      expect(() => loadConfig({ ...company, GST_RATE_PERCENT: bad }), bad).toThrow(/GST_RATE_PERCENT/);
  });

  it('a production start without the company details stops, naming each one missing', () => {
    const start = (env: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_SMS_IN_PRODUCTION: '1', ...env });
    expect(start({})).toThrow(ConfigError);
    expect(start({})).toThrow(
      /COMPANY_LEGAL_NAME, COMPANY_ADDRESS, COMPANY_GSTIN: must be set in production/,
    );
    expect(start({ ...company, COMPANY_GSTIN: '' })).toThrow(
      /^(?!.*COMPANY_ADDRESS)[\s\S]*COMPANY_GSTIN: must be set/,
    );
    expect(start(company)().company?.legalName).toBe(company.COMPANY_LEGAL_NAME);
  });

  it('refuses stand-ins, a GSTIN with a wrong check character, and a half-set company', () => {
    expect(() =>
      loadConfig({ ...company, COMPANY_LEGAL_NAME: 'Kalike Learning Pvt. Ltd. (placeholder)' }),
    ).toThrow(/COMPANY_LEGAL_NAME: must be the company's real details/);
    expect(() => loadConfig({ ...company, COMPANY_GSTIN: '29AAAAA0000A1Z5' })).toThrow(
      /COMPANY_GSTIN: must be a 15-character GSTIN/,
    );
    expect(() => loadConfig({ COMPANY_LEGAL_NAME: 'Kalike Test Company' })).toThrow(
      /COMPANY_ADDRESS, COMPANY_GSTIN: must be set too/,
    );
  });
});
