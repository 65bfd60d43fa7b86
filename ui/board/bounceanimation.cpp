#include "ui/board/bounceanimation.h"

#include <QEasingCurve>
#include <QVariantAnimation>

namespace quatre::ui {

QVariantAnimation *newBounceAnimation(qreal amplitude, QObject *parent, std::function<void(qreal eased)> onFrame)
{
    auto *animation = new QVariantAnimation(parent);
    animation->setStartValue(0.0);
    animation->setEndValue(1.0);
    QEasingCurve bounce(QEasingCurve::OutBounce);
    bounce.setAmplitude(amplitude);
    QObject::connect(animation, &QVariantAnimation::valueChanged, animation,
                     [bounce, onFrame = std::move(onFrame)](const QVariant &value) {
                         onFrame(bounce.valueForProgress(value.toReal()));
                     });
    return animation;
}

} // namespace quatre::ui
