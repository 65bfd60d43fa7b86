// A piece landing with a small bounce (QEasingCurve::OutBounce), every frame
// of it painted.
//
// The animation runs on linear time and the curve is applied to its
// progress here, not by the animation: QVariantAnimation sends no
// valueChanged for a value equal to the last, and the top of a bounce, met
// at the same height by the two frames on either side of it, then went
// unpainted (a 32 ms frame in `quatre-cli bench --window`).
#pragma once

#include <QtGlobal>

#include <functional>

class QObject;
class QVariantAnimation;

namespace quatre::ui {

// `onFrame` gets the eased progress, 0 at the start, 1 at rest, at every
// frame. The bounce's `amplitude` is the height of its first bump, as a
// share of the whole fall.
QVariantAnimation *newBounceAnimation(qreal amplitude, QObject *parent, std::function<void(qreal eased)> onFrame);

} // namespace quatre::ui
