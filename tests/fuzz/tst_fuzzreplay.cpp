// Replays a fuzz target's seed corpus and its regression inputs (the crashes
// and broken invariants the fuzzer once found) in every build, so that they
// keep being checked without libFuzzer: one test row per input file. The
// target's source is compiled into this test (see quatre_add_fuzzer()).
#include "fuzzcheck.h"
#include "testpaths.h"

#include <QDirIterator>
#include <QFile>
#include <QtTest>

#include <stdexcept>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace quatre::fuzz {

namespace {

struct BrokenInvariant : std::runtime_error {
    using std::runtime_error::runtime_error;
};

} // namespace

// In a test a broken invariant is a failure of the current row, not an abort.
void fail(const std::string &what, const char *file, int line)
{
    throw BrokenInvariant(std::string(file) + ":" + std::to_string(line) + ": " + what);
}

} // namespace quatre::fuzz

namespace {

// The input files, as (row name, path), from the target's corpus and
// regression folders; a missing folder has none.
QList<QPair<QString, QString>> inputFiles()
{
    QList<QPair<QString, QString>> inputs;
    for (const QString &folder : {quatre::testpaths::fuzzCorpusDir(), quatre::testpaths::fuzzRegressionsDir()}) {
        QDirIterator files(folder, QDir::Files);
        while (files.hasNext()) {
            const QString path = files.next();
            inputs.append({QDir(folder).dirName() + QLatin1Char('/') + files.fileName(), path});
        }
    }
    return inputs;
}

} // namespace

class TestFuzzReplay : public QObject {
    Q_OBJECT

private slots:
    void thereAreInputs()
    {
        // A target without inputs would pass without checking anything.
        QVERIFY2(!inputFiles().isEmpty(),
                 qPrintable(QStringLiteral("no inputs in ") + quatre::testpaths::fuzzCorpusDir()));
    }

    void replay_data()
    {
        QTest::addColumn<QString>("path");
        for (const auto &[name, path] : inputFiles())
            QTest::newRow(qPrintable(name)) << path;
    }

    void replay()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray data = file.readAll();
        try {
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(data.constData()), std::size_t(data.size()));
        } catch (const std::exception &broken) {
            QFAIL(broken.what());
        }
    }
};

QTEST_MAIN(TestFuzzReplay)
#include "tst_fuzzreplay.moc"
