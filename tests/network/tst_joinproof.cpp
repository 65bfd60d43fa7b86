// The join code and its proof: codes are of the agreed alphabet and length
// and differ; the proof depends on the code and on the challenge, is checked
// whatever case or dashes the person typed, and a wrong or cut proof fails.
#include "ui/network/joinproof.h"

#include <QSet>
#include <QTest>

using namespace quatre::ui::net;

class TestJoinProof : public QObject {
    Q_OBJECT

private slots:
    void codesAreShortUnambiguousAndNew()
    {
        QSet<QString> seen;
        for (int i = 0; i < 200; ++i) {
            const QString code = newJoinCode();
            QCOMPARE(code.size(), kJoinCodeLength);
            for (const QChar c : code) {
                QVERIFY(c.isUpper() || c.isDigit());
                QVERIFY(!QStringLiteral("01OIL").contains(c));
            }
            seen.insert(code);
        }
        // 31^6 codes: 200 draws all differ but for a one-in-a-thousand chance.
        QVERIFY(seen.size() >= 199);
    }

    void aProofAnswersOneChallengeForOneCode()
    {
        const QByteArray challenge = newChallenge();
        QCOMPARE(challenge.size(), kChallengeBytes);
        QVERIFY(newChallenge() != challenge);
        const QByteArray proof = joinProof(QStringLiteral("K7M2QX"), challenge);
        QCOMPARE(proof.size(), 32);
        QVERIFY(isValidProof(QStringLiteral("K7M2QX"), challenge, proof));
        // As a person types it.
        QVERIFY(isValidProof(QStringLiteral("k7m-2qx "), challenge, proof));
        QVERIFY(!isValidProof(QStringLiteral("K7M2QY"), challenge, proof));
        QVERIFY(!isValidProof(QStringLiteral("K7M2QX"), newChallenge(), proof));
        QVERIFY(!isValidProof(QStringLiteral("K7M2QX"), challenge, proof.left(31)));
        QVERIFY(!isValidProof(QStringLiteral("K7M2QX"), challenge, QByteArray()));
        QByteArray flipped = proof;
        flipped[5] = char(flipped[5] ^ 1);
        QVERIFY(!isValidProof(QStringLiteral("K7M2QX"), challenge, flipped));
        // HMAC-SHA256 keyed by the code as typed in capitals (the figure from Python's hmac module).
        QCOMPARE(joinProof(QStringLiteral("k7m2qx"), "what do ya want for nothing?").toHex(),
                 QByteArray("8f142ca4d8dbe132ab13dc8a23ffd8c4cbaa51e79246828a77c6a7aee56046bd"));
    }
};

QTEST_MAIN(TestJoinProof)
#include "tst_joinproof.moc"
