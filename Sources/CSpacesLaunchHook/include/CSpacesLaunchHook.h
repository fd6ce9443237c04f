#ifndef CSPACES_LAUNCH_HOOK_H
#define CSPACES_LAUNCH_HOOK_H

#include <stdbool.h>

/// Hands a launch request (an opaque, retained `DashboardLaunchRequest`) to the dashboard, if
/// the program links it (SpacesDashboard defines `spaces_dashboard_launch`): returns whether
/// it did. A program without the dashboard links too and gets `false`.
bool spaces_launch_dashboard(void *request);

#endif
