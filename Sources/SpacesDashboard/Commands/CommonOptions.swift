import ArgumentParser
import Foundation
import SpacesKit
import SpacesRender

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A built-in theme name or a path to a theme file (default: $SPACES_THEME, else default).",
      valueName: "name|path"))
  var theme: String?

  @Option(help: "Where the layout and app group containers live.")
  var stateDir: String?

  @Flag(help: "Widgets' Developer Mode: no refresh budget, as WidgetKit's Developer Mode.")
  var developerMode = false

  @Flag(
    help:
      "Reduce motion, as iOS Reduce Motion: widget animations cross-fade instead of moving (also SPACES_REDUCED_MOTION=1)."
  )
  var reducedMotion = false

  @Flag(
    help:
      "Start with Live Activities turned off, as in Settings: Activity.request throws .denied and ActivityAuthorizationInfo().areActivitiesEnabled is false."
  )
  var liveActivitiesOff = false

  @Option(
    help: ArgumentHelp(
      "The language the apps' strings are shown in, e.g. fr or pt_BR (default: $SPACES_LOCALE, "
        + "else $LC_ALL, $LC_MESSAGES or $LANG).",
      valueName: "language"))
  var locale: String?

  func validate() throws {
    if let locale, !Self.isLocaleName(locale) {
      throw ValidationError(
        "bad locale '\(locale)' (a language code with an optional region, e.g. fr, fr_FR, pt-BR)")
    }
  }

  /// Whether a name reads as a POSIX or BCP 47 locale: "fr", "pt_BR", "zh-Hans-CN",
  /// "fr_FR.UTF-8", "de_DE@euro".
  static func isLocaleName(_ name: String) -> Bool {
    name.wholeMatch(of: /[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*(\.[A-Za-z0-9-]+)?(@[A-Za-z0-9]+)?/)
      != nil
  }

  /// The language the apps' strings are shown in ("fr-FR"): `--locale`, else the one
  /// `SPACES_LOCALE`, `LC_ALL`, `LC_MESSAGES` or `LANG` names ("en" for none).
  func language(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    StringTables.language(fromEnvironment: locale.map { ["SPACES_LOCALE": $0] } ?? environment)
  }

  /// Whether motion is reduced: `--reduced-motion`, or `SPACES_REDUCED_MOTION` set to 1 (or
  /// true, yes).
  func isMotionReduced(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Bool
  {
    if reducedMotion { return true }
    let value = environment["SPACES_REDUCED_MOTION"]?.lowercased() ?? ""
    return ["1", "true", "yes"].contains(value)
  }

  /// The theme asked for: `--theme`, else `SPACES_THEME`, else "monochrome" when `NO_COLOR` is
  /// set (https://no-color.org: its lit pads in reverse video, so on and off still differ
  /// without colours), else "default".
  func themeName(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let theme { return theme }
    if let name = environment["SPACES_THEME"], !name.isEmpty { return name }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return "monochrome" }
    return "default"
  }

  /// Loads the theme. An unknown name is a usage error (exit 64, naming the built-in themes);
  /// a broken file a data error (`DataError`, exit 65).
  func loadTheme() throws -> Theme {
    do {
      return try ThemeLoader.load(nameOrPath: themeName())
    } catch let error as ThemeError {
      throw DataError(error.description)
    } catch let error as UnknownThemeError {
      StandardError.write("spaces: \(error)\n")
      throw ExitCode(64)
    }
  }
}

extension CommonOptions {
  /// Prepares what a headless command draws with: the theme, and the state directory (the
  /// given one, or a new temporary one named with `prefix`, which the caller removes when
  /// `isTemporary`). A broken theme or directory is a data error (exit 65).
  func headlessWorkspace(
    prefix: String
  ) throws -> (theme: Theme, stateDirectory: URL, isTemporary: Bool) {
    do {
      let theme = try loadTheme()
      let directory = try StateDirectory.prepare(
        stateDir.map { URL(fileURLWithPath: $0) }
          ?? FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)"))
      return (theme, directory, stateDir == nil)
    } catch {
      throw failWithDataError(error)
    }
  }
}
