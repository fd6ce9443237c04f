import Foundation

extension View {
  /// Clips this view to a shape: cells outside it show what is behind the view.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modified(.clipShape(shape._geometry))
  }

  /// Clips this view to a rounded rectangle of a corner radius in points.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modified(.clipShape(RoundedRectangle(cornerRadius: radius).geometry))
  }

  /// Masks this view with a view.
  ///
  /// A shape (or a view made of one) clips it to the shape; any other mask is reported as not
  /// supported yet and the view is drawn whole.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    _MaskedView(content: self, mask: mask())
  }

  /// Sets the shape `ContainerRelativeShape` takes in this view.
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
    _EnvironmentWritingView<Self, ShapeGeometry?>(content: self) {
      $0[ContainerShapeKey.self] = shape._geometry
    }
  }

  /// Sets this view's background to a shape filled with a style.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    _LayeredView(
      content: self, layer: shape.fill(style), alignment: .center, inFront: false)
  }

  /// Sets this view's background to a shape filled with the background style (a material).
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    _LayeredView(
      content: self, layer: shape.fill(Material.regularMaterial), alignment: .center,
      inFront: false)
  }

  /// Turns this view by an angle.
  ///
  /// A shape turns its outline (where a trimmed circle starts); other views can't turn in
  /// cells and are reported as not supported yet.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    _RotatedView(content: self, degrees: angle.degrees.isFinite ? angle.degrees : 0)
  }

  /// Sets the primary and secondary levels of the foreground style.
  ///
  /// Content styled `.secondary` inside takes the second.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    // The colour outermost: it applies first, then the levels inside it.
    modified(.foregroundHierarchy([primary._paint, secondary._paint]))
      .modified(.foreground(primary._color))
  }

  /// Sets the primary, secondary and tertiary levels of the foreground style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modified(.foregroundHierarchy([primary._paint, secondary._paint, tertiary._paint]))
      .modified(.foreground(primary._color))
  }
}

/// A view masked by another, from `mask(alignment:_:)`.
package struct _MaskedView<Content: View, Mask: View>: _PrimitiveView {
  let content: Content
  let mask: Mask

  /// Resolves to the content clipped to the mask's shape, or reported when the mask is no
  /// shape.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let node = resolveViewNode(content, environment: environment)
    if let geometry = resolveViewNode(mask, environment: environment).firstShapeGeometry {
      return .modified(node, .clipShape(geometry))
    }
    return .modified(node, .notSupportedYet(".mask(_:) with a view other than a shape"))
  }
}

/// A view turned by an angle, from `rotationEffect(_:anchor:)`.
package struct _RotatedView<Content: View>: _PrimitiveView {
  let content: Content
  let degrees: Double

  /// Resolves to the content with its shapes turned; a turn of other content is reported.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let node = resolveViewNode(content, environment: environment)
    var turnedShape = false
    let turned = node.rotatingShapes(by: degrees, found: &turnedShape)
    if turnedShape || degrees.truncatingRemainder(dividingBy: 360) == 0 { return turned }
    return .modified(node, .notSupportedYet(".rotationEffect(_:) of a view other than a shape"))
  }
}

extension ViewNode {
  /// The geometry of the first shape in this tree, looking through modifiers and groups.
  package var firstShapeGeometry: ShapeGeometry? {
    var found: ShapeGeometry?
    forEachNode { node in
      if found == nil, case .shape(let shape) = node { found = shape.geometry }
    }
    return found
  }

  /// This tree with the shapes at its top (through modifiers, groups and stacks) turned.
  func rotatingShapes(by degrees: Double, found: inout Bool) -> ViewNode {
    switch self {
    case .shape(var shape):
      shape.geometry.rotation += degrees
      found = true
      return .shape(shape)
    case .modified(let content, let modifier):
      return .modified(content.rotatingShapes(by: degrees, found: &found), modifier)
    case .zStack(let alignment, let children):
      return .zStack(
        alignment: alignment,
        children: children.map { $0.rotatingShapes(by: degrees, found: &found) })
    case .group(let children):
      return .group(children.map { $0.rotatingShapes(by: degrees, found: &found) })
    default:
      return self
    }
  }
}
