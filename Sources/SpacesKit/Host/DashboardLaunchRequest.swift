/// A `@main` widget bundle's request to run the dashboard.
///
/// SpacesKit hands it to SpacesDashboard through the C launch hook (SpacesKit can't import the
/// dashboard, which imports SpacesKit): `WidgetBundle.main()` passes one, retained, as an opaque
/// pointer; the dashboard fills in `run` with its command line hosting `bundle`, and `main()`
/// awaits it.
@_spi(SpacesHost)
public final class DashboardLaunchRequest: @unchecked Sendable {
  /// The widget bundle marked `@main`: the app the dashboard hosts.
  public let bundle: any WidgetBundle.Type
  /// What runs the dashboard's command line, set by the dashboard when the program links it.
  public var run: (@MainActor () async -> Void)?

  /// A request to host a widget bundle.
  public init(bundle: any WidgetBundle.Type) {
    self.bundle = bundle
  }
}
