#include "CSpacesLaunchHook.h"

// Defined by SpacesDashboard (`@_cdecl("spaces_dashboard_launch")`); weak, so SpacesKit links
// without it and reads NULL. SpacesKit can't import SpacesDashboard (it depends on SpacesKit):
// this is how a `@main` widget bundle reaches the dashboard when the program links it.
extern void spaces_dashboard_launch(void *request) __attribute__((weak));

bool spaces_launch_dashboard(void *request) {
  if (!spaces_dashboard_launch) return false;
  spaces_dashboard_launch(request);
  return true;
}
