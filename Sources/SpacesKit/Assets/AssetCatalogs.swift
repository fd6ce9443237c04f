import Foundation

/// The asset catalogs apps ship, found by bundle, and what their names resolve to.
///
/// `Image("cover", bundle: .module)` and `Color("BrandRed", bundle: .module)` look in the
/// catalogs of that bundle (an app target's SwiftPM resource bundle, with `Assets.xcassets`
/// copied or processed into it); without a bundle, in the catalogs found beside the running
/// program (its own folder and every `*.resources` / `*.bundle` folder there), as iOS looks in
/// the main bundle. Catalogs are listed when first asked for; a set's `Contents.json` is read,
/// and an image decoded, only when drawn. Every problem (a missing name, a malformed file) is
/// reported once in `messages`, naming the catalog and the name, or the file and the key.
package final class AssetCatalogs: @unchecked Sendable {
  /// The catalogs the renderer and the host use.
  package static let shared = AssetCatalogs()

  private let lock = NSLock()
  private var catalogsByBundle: [String: [AssetCatalog]] = [:]
  private var reported: Set<String> = []
  private var reportedInOrder: [String] = []
  /// The problems reported with no drawing dashboard's sink bound, not yet handed to the host.
  private var unannounced: [String] = []

  /// Where problems found while a dashboard draws go: its own warnings (the dashboard binds
  /// this around a render), so one of several dashboards in a process (the tests') never logs
  /// another's. Unbound, `takeUnannounced()` hands them to the host that asks first.
  @TaskLocal package static var drawingReports: DrawingReportSink? = nil

  /// Where a drawing dashboard's asset problems go (`drawingReports`). A struct, not a bare
  /// closure: a task-local whose value is an optional function type crashes in `withValue` in a
  /// release build (Swift 6.3, `swift_task_localValuePush` reads a bad type's metadata).
  package struct DrawingReportSink: Sendable {
    /// Takes one problem's message.
    package let report: @Sendable (String) -> Void

    package init(_ report: @escaping @Sendable (String) -> Void) { self.report = report }
  }
  /// What a name resolved to for an appearance, once read: a catalog doesn't change while the
  /// program runs, and every frame that draws an asset colour or image asks again.
  private var resolvedColors: [ResolvedKey: ColorSetContents.RGBA?] = [:]
  private var resolvedImages: [ResolvedKey: ImageSetContents.Variant?] = [:]

  /// A name looked up in a bundle's catalogs for an appearance.
  private struct ResolvedKey: Hashable {
    var name: String
    var bundlePath: String?
    var appearance: AssetAppearance
  }

  package init() {}

  /// The key for the program's own catalogs (no bundle given).
  static let mainKey = ""

  /// The catalogs of a bundle folder (`nil`: the running program's).
  package func catalogs(bundlePath: String?) -> [AssetCatalog] {
    let key = bundlePath ?? Self.mainKey
    lock.lock()
    defer { lock.unlock() }
    if let known = catalogsByBundle[key] { return known }
    let found = (bundlePath.map { Self.catalogPaths(inBundle: $0) } ?? Self.mainCatalogPaths())
      .map(AssetCatalog.init(path:))
    catalogsByBundle[key] = found
    return found
  }

  /// Forgets the catalogs listed so far (tests that write catalogs, a reload).
  package func reset() {
    lock.lock()
    catalogsByBundle = [:]
    resolvedColors = [:]
    resolvedImages = [:]
    reported = []
    reportedInOrder = []
    unannounced = []
    lock.unlock()
  }

  /// The folder of a named set, or an error naming where it was looked for.
  package func folder(
    of kind: AssetCatalog.SetKind, named name: String, bundlePath: String?
  ) -> Result<String, AssetCatalogError> {
    let catalogs = catalogs(bundlePath: bundlePath)
    for catalog in catalogs {
      if let folder = catalog.folder(of: kind, named: name) { return .success(folder) }
    }
    let place = bundlePath ?? Bundle.main.bundlePath
    let what = Self.describe(kind)
    guard !catalogs.isEmpty else {
      return .failure(
        AssetCatalogError(
          file: place, message: "no asset catalog (*.xcassets) for \(what) \"\(name)\""))
    }
    let names = catalogs.map(\.displayName).joined(separator: ", ")
    return .failure(
      AssetCatalogError(file: place, message: "no \(what) \"\(name)\" in \(names)"))
  }

  /// A named colour for an appearance, or `nil` (reported once) when it can't be found or read.
  package func color(
    named name: String, bundlePath: String?, appearance: AssetAppearance
  ) -> ColorSetContents.RGBA? {
    let key = ResolvedKey(name: name, bundlePath: bundlePath, appearance: appearance)
    if let known = lock.withLock({ resolvedColors[key] }) { return known }
    let color = readColor(named: name, bundlePath: bundlePath, appearance: appearance)
    lock.withLock { resolvedColors[key] = .some(color) }
    return color
  }

  private func readColor(
    named name: String, bundlePath: String?, appearance: AssetAppearance
  ) -> ColorSetContents.RGBA? {
    do {
      let folder = try folder(of: .colorSet, named: name, bundlePath: bundlePath).get()
      return try ColorSetContents.color(inSet: folder, appearance: appearance)
    } catch {
      report("Color(\"\(name)\"): \(error)")
      return nil
    }
  }

  /// The file a named image draws for an appearance, or `nil` (reported once).
  package func image(
    named name: String, bundlePath: String?, appearance: AssetAppearance
  ) -> ImageSetContents.Variant? {
    let key = ResolvedKey(name: name, bundlePath: bundlePath, appearance: appearance)
    if let known = lock.withLock({ resolvedImages[key] }) { return known }
    let image = readImage(named: name, bundlePath: bundlePath, appearance: appearance)
    lock.withLock { resolvedImages[key] = .some(image) }
    return image
  }

  private func readImage(
    named name: String, bundlePath: String?, appearance: AssetAppearance
  ) -> ImageSetContents.Variant? {
    do {
      let folder = try folder(of: .imageSet, named: name, bundlePath: bundlePath).get()
      return try ImageSetContents.variant(inSet: folder, appearance: appearance)
    } catch {
      if case .success(let symbols) = folder(of: .symbolSet, named: name, bundlePath: bundlePath) {
        report(
          "Image(\"\(name)\"): \(symbols): a custom symbol set is drawn as a fallback glyph "
            + "(custom SF Symbols are not drawn in a terminal yet)")
      } else {
        report("Image(\"\(name)\"): \(error)")
      }
      return nil
    }
  }

  /// Whether a name is a custom symbol set (drawn with a fallback glyph).
  package func isSymbolSet(named name: String, bundlePath: String?) -> Bool {
    if case .success = folder(of: .symbolSet, named: name, bundlePath: bundlePath) { return true }
    return false
  }

  /// The app icon's largest bitmap (`AppIcon.appiconset`), for the Home Screen.
  package func appIcon(bundlePath: String?, named name: String = "AppIcon") -> String? {
    do {
      let folder = try folder(of: .appIconSet, named: name, bundlePath: bundlePath).get()
      return try ImageSetContents.largestIcon(inSet: folder)
    } catch {
      report("app icon: \(error)")
      return nil
    }
  }

  /// The app icon's largest bitmap when the bundle's catalogs have an app icon set: an app
  /// without one shows no icon, which is no problem to report (a set that is there but broken
  /// is).
  package func appIconIfAny(bundlePath: String?, named name: String = "AppIcon") -> String? {
    guard case .success = folder(of: .appIconSet, named: name, bundlePath: bundlePath) else {
      return nil
    }
    return appIcon(bundlePath: bundlePath, named: name)
  }

  /// Records a problem once (repeats are dropped) and announces it: to the drawing
  /// dashboard's sink when one is bound (which keeps its own once-each), else to the host.
  package func report(_ message: String) {
    let sink = Self.drawingReports
    lock.lock()
    if reported.insert(message).inserted {
      reportedInOrder.append(message)
      if sink == nil { unannounced.append(message) }
    }
    lock.unlock()
    sink?.report(message)
  }

  /// The problems reported since the last call: what the host adds to its event log.
  package func takeUnannounced() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    defer { unannounced = [] }
    return unannounced
  }

  /// The problems reported so far, in order, each once.
  package var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return reportedInOrder
  }

  private static func describe(_ kind: AssetCatalog.SetKind) -> String {
    switch kind {
    case .colorSet: "colour set"
    case .imageSet: "image set"
    case .symbolSet: "symbol set"
    case .appIconSet: "app icon set"
    }
  }

  /// The catalogs in a bundle folder: `*.xcassets` in it or its `Contents/Resources`, or the
  /// folder itself when it is a catalog.
  static func catalogPaths(inBundle path: String) -> [String] {
    if path.hasSuffix(".xcassets") { return [path] }
    let resources = (path as NSString).appendingPathComponent("Contents/Resources")
    return [path, resources].flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        .filter { $0.hasSuffix(".xcassets") }
        .map { (folder as NSString).appendingPathComponent($0) }
    }
  }

  /// The catalogs beside the running program: in its folder and in each resource bundle there.
  static func mainCatalogPaths() -> [String] {
    let folder = Bundle.main.bundlePath
    var paths = catalogPaths(inBundle: folder)
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for entry in entries where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
      paths += catalogPaths(inBundle: (folder as NSString).appendingPathComponent(entry))
    }
    return paths
  }
}
