import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin providing SpacesKit's macros.
@main
struct SpacesKitMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [WidgetPreviewMacro.self]
}
