/// Checks the kinds and names hosted apps' bundles declare as the engine installs them: a kind
/// declared twice (the second is ignored), a kind that is empty or has spaces, a control with an
/// empty display name (the app's name is shown). Each problem is one warning naming the kind.
struct BundleCheck {
  /// The warnings found so far, in bundle order.
  private(set) var warnings: [String] = []
  /// The app that declared each kind first, by "control" or "widget" and kind.
  private var owners: [String: [String: String]] = [:]

  /// Whether a control kind is installed: `false` for a kind already declared (warned).
  mutating func admitControl(_ kind: String, app: String) -> Bool {
    admit(kind, what: "control", app: app)
  }

  /// Whether a widget kind is installed: `false` for a kind already declared (warned).
  mutating func admitWidget(_ kind: String, app: String) -> Bool {
    admit(kind, what: "widget", app: app)
  }

  /// The name a control shows in the gallery: its display name, or the app's name when it has
  /// none; an empty one is warned about.
  mutating func displayName(_ name: String?, kind: String, app: String) -> String {
    guard let name else { return app }
    guard name.allSatisfy(\.isWhitespace) else { return name }
    warnings.append(
      "control kind \"\(kind)\" has an empty display name (.displayName); shown as \"\(app)\"")
    return app
  }

  private mutating func admit(_ kind: String, what: String, app: String) -> Bool {
    if let first = owners[what]?[kind] {
      let by = first == app ? "twice by \(app)" : "by \(first) and \(app)"
      warnings.append(
        "\(what) kind \"\(kind)\" is declared \(by); the second is ignored (give each its own kind)"
      )
      return false
    }
    owners[what, default: [:]][kind] = app
    if kind.allSatisfy(\.isWhitespace) {
      warnings.append(
        "a \(what) of \(app) has an empty kind; give it one such as com.example.\(app)")
    } else if kind.contains(where: \.isWhitespace) {
      warnings.append(
        "\(what) kind \"\(kind)\" contains spaces; a kind is an identifier such as "
          + "com.example.\(kind.filter { !$0.isWhitespace }) (it still runs)")
    }
    return true
  }
}
