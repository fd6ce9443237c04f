// What `import SwiftUI` and `import WidgetKit` bring along: an app file that imports only one of
// them uses `Date`, `URL`, `UserDefaults`, `Calendar`, the formatters and the CoreGraphics types
// (`CGFloat`, `CGSize`, `CGPoint`, `CGRect`; Foundation declares them on Linux too) without
// `import Foundation`. So does a file that imports only SpacesKit. `APISurfaceTests` allows this
// one re-export and no other.
@_exported import Foundation
