// newBounceAnimation(): the eased progress runs from 0 to 1 along the
// bounce curve, and every frame is delivered, even two frames at the same
// height on either side of a bump's top (which QVariantAnimation alone
// would not report, leaving a frame unpainted).
#include "ui/board/bounceanimation.h"

#include <QEasingCurve>
#include <QVariantAnimation>
#include <QtTest>

#include <vector>

using quatre::ui::newBounceAnimation;

class TestBounceAnimation : public QObject {
    Q_OBJECT

private slots:
    void everyFrameIsDeliveredOnTheCurve()
    {
        std::vector<qreal> frames;
        QObject owner;
        QVariantAnimation *animation = newBounceAnimation(0.45, &owner, [&](qreal eased) { frames.push_back(eased); });
        QCOMPARE(animation->parent(), &owner);
        animation->setDuration(1100);
        QEasingCurve bounce(QEasingCurve::OutBounce);
        bounce.setAmplitude(0.45);

        // The first bump's top is at 6/11 of the time, 600 ms: two frames
        // 50 ms either side of it, one after the other, are at the same height.
        animation->start();
        animation->pause();
        frames.clear();
        const int times[] = {550, 650, 1100};
        for (std::size_t i = 0; i < std::size(times); ++i) {
            animation->setCurrentTime(times[i]);
            QCOMPARE(frames.size(), i + 1);
            QVERIFY(qFuzzyCompare(frames.back(), bounce.valueForProgress(times[i] / 1100.0)));
        }
        QVERIFY(qFuzzyCompare(frames[0], frames[1])); // the same height, both delivered
        QVERIFY(bounce.valueForProgress(600 / 1100.0) < frames[0]); // the top of the bump is above them
        QCOMPARE(frames.back(), 1.0); // at rest
    }
};

QTEST_MAIN(TestBounceAnimation)
#include "tst_bounceanimation.moc"
