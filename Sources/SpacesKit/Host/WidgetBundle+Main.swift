import CSpacesLaunchHook
import Foundation

extension WidgetBundle {
  /// Runs the SystemSpaces dashboard with this bundle as its app (what `@main` calls).
  ///
  /// The program is the `spaces` command line for this one app (the bundle's controls, widgets
  /// and Live Activities; its name, synonyms, App Shortcuts and launch from `SpacesAppInfo`):
  /// `run` (the default), `snapshot`, `push`, `preview`, `bench`… A program that links SpacesKit
  /// without the dashboard (it depends on the SpacesKit target rather than the product) prints
  /// how to fix that and exits 1.
  @MainActor
  public static func main() async {
    let request = DashboardLaunchRequest(bundle: Self.self)
    let pointer = Unmanaged.passRetained(request).toOpaque()
    let linked = spaces_launch_dashboard(pointer)
    Unmanaged<DashboardLaunchRequest>.fromOpaque(pointer).release()
    guard linked, let run = request.run else {
      let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
      FileHandle.standardError.write(
        Data(
          """
          \(program): \(Self.self) is marked @main, but the SystemSpaces dashboard isn't linked \
          into this program. Depend on the SpacesKit product, which brings it along:
            .executableTarget(name: "\(program)", dependencies: [
              .product(name: "SpacesKit", package: "SystemSpaces")])

          """.utf8))
      exit(1)
    }
    await run()
  }
}
