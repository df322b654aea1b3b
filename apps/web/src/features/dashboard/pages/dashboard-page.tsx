import type { SubscriptionInfo } from '@pathway/contracts';
import { BookmarkIcon, BriefcaseIcon, CrownIcon, SearchIcon, SendIcon, UserPenIcon } from 'lucide-react';
import { type QuickAction, QuickActionsCard } from '@/components/quick-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLogError } from '@/hooks/use-log-error';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/routes';
import { useProfile } from '@/lib/user-api/get-profile';
import { useSubscriptionInfo } from '@/lib/user-api/get-subscription-info';
import { useActivity } from '../api/get-activity';
import { useRecommendedJobs } from '../api/get-recommended-jobs';
import { useUserStats } from '@/lib/user-api/get-user-stats';
import { ApplicationPipeline } from '../components/application-pipeline';
import { ClosingSoon } from '../components/closing-soon';
import { CompletionGauge } from '../components/completion-gauge';
import { PlanCard } from '../components/plan-card';
import { RecentActivity } from '../components/recent-activity';
import { RecommendedJobs } from '../components/recommended-jobs';
import { StatCard } from '../components/stat-card';
import { DEFAULT_PROFILE_COMPLETION } from '../dashboard-format';

const quickActions: QuickAction[] = [
  { label: 'Browse Jobs', to: paths.jobs, icon: SearchIcon },
  { label: 'Saved Jobs', to: paths.savedJobs, icon: BookmarkIcon },
  { label: 'Edit Profile', to: paths.profile, icon: UserPenIcon },
  { label: 'Upgrade Plan', to: paths.pricing, icon: CrownIcon },
];

/** The plan in force as the server decides it now (an expired Premium is free), in the profile's terms. */
function planOf(info: SubscriptionInfo | undefined) {
  return info && { subscriptionTier: info.tier, subscriptionStatus: info.status, subscriptionExpiresAt: info.expiresAt };
}

/**
 * /dashboard (docs/product/profile.md#dashboard): welcome, plan, stats with this month against the
 * last, applications by stage, what closes in the next 7 days, completion, recent activity and
 * quick actions. The "Did you apply?" questions sit above it, as on every signed-in page.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const profile = useProfile();
  const stats = useUserStats();
  const activity = useActivity();
  const subscription = useSubscriptionInfo();
  const me = profile.data ?? user;
  const recommended = useRecommendedJobs(
    me ? JSON.stringify([me.skills, me.graduationYear, me.courseName, me.educationLevel, me.cgpa, me.prefferedJobTypes, me.prefferedJobLocations]) : '',
  );
  // The dashboard's failures are only logged.
  useLogError('Could not load the dashboard stats', stats.error);
  useLogError('Could not load the recent activity', activity.error);
  useLogError('Could not load the plan usage', subscription.error);
  useLogError('Could not load the recommended jobs', recommended.error);

  const firstName = profile.data?.firstName ?? user?.firstName ?? '';
  const completion = stats.data
    ? (stats.data.profileCompletion ?? DEFAULT_PROFILE_COMPLETION)
    : (profile.data?.profileCompletion ?? DEFAULT_PROFILE_COMPLETION);

  return (
    <div className="page-container py-8 sm:py-10">
      <h1 className="text-sm font-semibold tracking-wide text-primary uppercase">Dashboard</h1>
      <p className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
      </p>
      <p className="mt-2 text-muted-foreground">Here is how your job search is going.</p>

      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <PlanCard plan={planOf(subscription.data) ?? profile.data ?? user} info={subscription.isError ? null : subscription.data} />
        <StatCard
          label="Saved Jobs"
          value={stats.data?.savedJobsCount}
          month={stats.data?.thisMonth?.savedJobs}
          icon={BriefcaseIcon}
          loading={stats.isPending}
        />
        <StatCard
          label="Applications"
          value={stats.data?.applicationCount}
          month={stats.data?.thisMonth?.applications}
          icon={SendIcon}
          loading={stats.isPending}
        />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ApplicationPipeline counts={stats.data?.applicationsByStage} loading={stats.isPending} />
        </div>
        <ClosingSoon items={stats.data?.closingSoon} loading={stats.isPending} />
      </div>

      <div className="mt-4">
        <RecommendedJobs
          answer={recommended.data}
          loading={recommended.isPending}
          failed={recommended.isError}
          graduationYear={profile.data?.graduationYear ?? user?.graduationYear ?? null}
        />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity items={activity.data} loading={activity.isPending} failed={activity.isError} />
        </div>
        <div className="flex flex-col gap-4">
          <CompletionGauge percent={completion} loading={stats.isPending && profile.isPending} />
          <QuickActionsCard actions={quickActions} />
        </div>
      </div>
    </div>
  );
}
