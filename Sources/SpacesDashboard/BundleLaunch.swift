import Foundation
import SpacesEngine
@_spi(SpacesHost) import SpacesKit

/// The dashboard's end of the C launch hook: `WidgetBundle.main()` (in SpacesKit, which can't
/// import the dashboard) calls it through `spaces_launch_dashboard` with a retained
/// `DashboardLaunchRequest`; this fills in the request's `run` with the `spaces` command line
/// hosting the bundle as the only app, with its own default state directory.
///
/// Not for calling from Swift: the C symbol `spaces_dashboard_launch` is what counts.
@_cdecl("spaces_dashboard_launch")
package func spacesDashboardLaunch(_ pointer: UnsafeMutableRawPointer) {
  let request = Unmanaged<DashboardLaunchRequest>.fromOpaque(pointer).takeUnretainedValue()
  let bundle = request.bundle
  let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
  request.run = {
    StateDirectory.appSubdirectory = StateDirectory.appSubdirectory(forProgram: program)
    Dashboard.commandName = program
    await Dashboard.main(apps: [HostedApp(bundle: bundle, placesEveryWidgetKindByDefault: true)])
  }
}
