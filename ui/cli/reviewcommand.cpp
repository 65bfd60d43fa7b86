// quatre-cli review: a saved game's every move judged by the exact values of
// the moves that could have been played instead (core/analysis/review.h),
// then a summary per player, in the words the window's review uses.
#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/savedgame/savedgame.h"
#include "ui/storage/datafile.h"
#include "ui/text/movevaluetext.h"

#include "core/analysis/analyst.h"
#include "core/analysis/review.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QTextStream>

#include <algorithm>
#include <optional>
#include <vector>

namespace quatre::cli {

namespace {

// The saved game's bytes from standard input, no more than a saved-game file
// may hold plus one byte, so that fromJson() refuses a larger one by its
// size and endless input (`< /dev/zero`) is not swallowed.
QByteArray readStandardInput(QTextStream &in, QString *readError)
{
    // A character is at least one byte in UTF-8: one more than the cap is enough to tell.
    const QByteArray data = in.read(ui::DataFile::kMaxBytes + 1).toUtf8();
    // Qt's text stream ends quietly on a read error (a folder as input); the file underneath knows.
    if (const auto *file = qobject_cast<const QFileDevice *>(in.device());
        file && file->error() != QFileDevice::NoError)
        *readError = file->errorString();
    return data;
}

QString seatName(int seat)
{
    return QCoreApplication::translate("Cli", "Player %1").arg(seat + 1);
}

// "mistake (draw), best 4 (wins in 7)": the class, the value of the move
// played, and the best move where this one was not.
QString judgement(const Game &position, const ReviewedMove &review, const MoveValue &played)
{
    const QString classText = ui::moveClassText(review.moveClass);
    const QString playedText = ui::moveValueText(played);
    if (review.moveClass == MoveClass::Best || review.moveClass == MoveClass::NotAnalysed || !review.bestValue)
        return QCoreApplication::translate("Cli", "%1 (%2)", "a reviewed move: its class (its value)")
            .arg(classText, playedText);
    return QCoreApplication::translate("Cli", "%1 (%2), best %3 (%4)",
                                       "a reviewed move: its class (its value), best move (its value)")
        .arg(classText, playedText, QString::fromStdString(position.moveToText(review.bestValue->move)),
             ui::moveValueText(*review.bestValue));
}

QString summaryText(const ReviewSummary &summary)
{
    if (summary.analysed() == 0 && summary.count(MoveClass::NotAnalysed) == 0)
        return QCoreApplication::translate("Cli", "no moves");
    return ui::reviewSummaryText(summary);
}

} // namespace

int reviewCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &in, QTextStream &out,
                  QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("review"),
        QCoreApplication::translate(
            "Cli",
            "Reviews a saved game (a .quatre file, or - for standard input): every move of its move list, from the "
            "start, is judged by the values of all the moves that could have been played instead. One line a "
            "move, '<number>. <player 1|2> <move> <class> (<its value>)', followed by ', best <move> (<its value>)' "
            "when the move was not the best; then one line a player, '<player>: <summary>'. A position whose moves "
            "are not all solved within --budget leaves its move not analysed."));
    addAnalysisBudgetOption(parser);
    addThreadsOption(parser, ThreadsUse::Analysis);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("Cli", "The saved game, or - for standard input."),
                                 QStringLiteral("FILE|-"));
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    if (parser.positionalArguments().size() != 1)
        return usageError(
            err,
            QCoreApplication::translate("Cli", "review takes one saved game: a file, or - for standard input (got %1)")
                .arg(parser.positionalArguments().size()));
    QString error;
    const std::optional<AnalysisBudget> budget = analysisBudgetOption(parser, &error);
    const auto threads = budget ? threadsOption(parser, &error) : std::nullopt;
    if (!threads)
        return usageError(err, error);

    // A file that is not there or no saved game is a bad argument (as book's
    // files are); standard input that fails while read is failed input (as solve's).
    const QString fileName = parser.positionalArguments().constFirst();
    const bool standardInput = fileName == QLatin1String("-");
    QByteArray data;
    if (standardInput) {
        QString readError;
        data = readStandardInput(in, &readError);
        if (!readError.isEmpty()) {
            err << QCoreApplication::translate("Cli", "quatre-cli review: cannot read the input: %1").arg(readError)
                << '\n';
            return kExitInputFailed;
        }
    } else if (std::optional<QByteArray> read = ui::DataFile::read(fileName, &error)) {
        data = std::move(*read);
    } else {
        return usageError(err, error);
    }
    const std::optional<ui::SavedGame> saved = ui::SavedGame::fromJson(data, games, &error);
    if (!saved)
        return usageError(
            err,
            QCoreApplication::translate("Cli", "%1: %2")
                .arg(standardInput ? QCoreApplication::translate("Cli", "standard input") : fileName, error));

    Analyst analyst(saved->options, *threads);
    const std::unique_ptr<Game> game = newGame(saved->options);
    bool outputFailed = false;
    SearchControl control; // cancelled only when nobody reads the review any more
    const std::optional<std::vector<ReviewedMove>> reviewed =
        reviewGame(analyst, saved->moves, control, *budget,
                   [&](std::size_t i, const ReviewedMove &review, const MoveValue &played) {
                       const Move move = saved->moves[i];
                       const int seat = (saved->firstSeat + static_cast<int>(i)) % 2;
                       out << i + 1 << ". " << seat + 1 << ' ' << QString::fromStdString(game->moveToText(move)) << ' '
                           << judgement(*game, review, played) << '\n';
                       // A long review shows its lines as they come.
                       out.flush();
                       if (out.status() != QTextStream::Ok) {
                           outputFailed = true;
                           control.cancel.store(true);
                       }
                       game->play(move);
                   });
    if (outputFailed || !reviewed)
        return kExitInputFailed; // run() says why
    for (int seat : {0, 1}) {
        // summaryOf() counts by turn: the first player's moves, or the second's.
        const int turn = seat == saved->firstSeat ? kFirstPlayer : kSecondPlayer;
        out << seatName(seat) << ": " << summaryText(summaryOf(*reviewed, turn)) << '\n';
    }
    return kExitOk;
}

} // namespace quatre::cli
