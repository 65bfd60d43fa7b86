// The synthesised sounds: each lasts its duration, peaks at kPeakLevel
// without clipping, is far from silent, starts and ends quietly (no click),
// and comes out the same on every call.
#include "core/sound/synthesiser.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

using namespace quatre::sound;

Q_DECLARE_METATYPE(quatre::sound::SoundId)

namespace {

double peakOf(const std::vector<std::int16_t> &samples)
{
    int peak = 0;
    for (std::int16_t sample : samples)
        peak = std::max(peak, std::abs(int(sample)));
    return peak / 32767.0;
}

double rmsOf(const std::vector<std::int16_t> &samples, std::size_t from, std::size_t to)
{
    double sum = 0;
    for (std::size_t i = from; i < to; ++i)
        sum += double(samples[i]) * samples[i];
    return std::sqrt(sum / double(to - from)) / 32767.0;
}

} // namespace

class TestSynthesiser : public QObject {
    Q_OBJECT

private slots:
    void eachSound_data()
    {
        QTest::addColumn<SoundId>("id");
        for (SoundId id : kAllSounds)
            QTest::newRow(std::string(fileName(id)).c_str()) << id;
    }

    void eachSound()
    {
        QFETCH(SoundId, id);
        const std::vector<std::int16_t> samples = synthesise(id);
        QCOMPARE(samples.size(), std::size_t(std::lround(durationSeconds(id) * kSampleRate)));
        // Short, as sounds of a game must be: none longer than a second and a half.
        QVERIFY(durationSeconds(id) >= 0.1 && durationSeconds(id) <= 1.5);
        QVERIFY(std::abs(peakOf(samples) - kPeakLevel) < 0.001);
        // Not silent: a tenth of a second of it has real energy.
        const std::size_t tenth = kSampleRate / 10;
        double loudest = 0;
        for (std::size_t from = 0; from + tenth <= samples.size(); from += tenth / 2)
            loudest = std::max(loudest, rmsOf(samples, from, from + tenth));
        QVERIFY2(loudest > 0.05, qPrintable(QString::number(loudest)));
        // No click at either end: it starts near zero and fades out to zero.
        QVERIFY(std::abs(samples.front()) < 200);
        QCOMPARE(samples.back(), std::int16_t(0));
        QVERIFY(rmsOf(samples, samples.size() - 100, samples.size()) < 0.01);
    }

    void theSameOnEveryCall()
    {
        for (SoundId id : kAllSounds)
            QCOMPARE(synthesise(id), synthesise(id));
    }

    void eachHasItsOwnFileAndSound()
    {
        std::set<std::string_view> names;
        std::set<std::vector<std::int16_t>> sounds;
        for (SoundId id : kAllSounds) {
            QVERIFY(fileName(id).ends_with(".wav"));
            names.insert(fileName(id));
            sounds.insert(synthesise(id));
        }
        QCOMPARE(names.size(), kAllSounds.size());
        QCOMPARE(sounds.size(), kAllSounds.size());
    }

    // The landings are short knocks, the endings longer tunes: a win or a
    // draw lasts longer than any landing.
    void endingsOutlastLandings()
    {
        for (SoundId landing : {SoundId::DiscLanding, SoundId::PiecePlaced, SoundId::CubeSet}) {
            QVERIFY(durationSeconds(landing) <= 0.3);
            QVERIFY(durationSeconds(landing) < durationSeconds(SoundId::Win));
            QVERIFY(durationSeconds(landing) < durationSeconds(SoundId::Draw));
        }
    }
};

QTEST_APPLESS_MAIN(TestSynthesiser)
#include "tst_synthesiser.moc"
