import { Flex } from 'antd';
import { DIGEST_TEXTS } from '../../common/digest-texts';
import { LIVE_TEXTS } from '../../common/live';
import { digestSettingQuery, setWeeklyDigest } from '../../providers/digest-api';
import { liveRemindersQuery, setLiveReminders } from '../../providers/live-api';
import { SectionCard } from '../shared/section-card';
import { MailSwitch } from './mail-switch';

const DIGEST = {
  label: DIGEST_TEXTS.setting,
  help: DIGEST_TEXTS.settingHelp,
  on: DIGEST_TEXTS.on,
  off: DIGEST_TEXTS.off,
};
const REMINDERS = {
  label: LIVE_TEXTS.reminderSetting,
  help: LIVE_TEXTS.reminderHelp,
  on: LIVE_TEXTS.remindersOn,
  off: LIVE_TEXTS.remindersOff,
};

/** The profile's mail settings: the weekly digest and the live class reminders, each saved as it is flipped. */
export function MailSettings() {
  return (
    <SectionCard title="Mail">
      <Flex vertical gap={16}>
        <MailSwitch
          id="weekly-digest-switch"
          texts={DIGEST}
          query={digestSettingQuery()}
          save={setWeeklyDigest}
          isOn={(answer) => answer.weeklyDigest}
        />
        <MailSwitch
          id="live-reminders-switch"
          texts={REMINDERS}
          query={liveRemindersQuery()}
          save={setLiveReminders}
          isOn={(answer) => answer.liveReminders}
        />
      </Flex>
    </SectionCard>
  );
}
