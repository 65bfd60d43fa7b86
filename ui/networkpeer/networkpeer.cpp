#include "ui/networkpeer/networkpeer.h"

#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/network/connection.h"
#include "ui/network/host.h"
#include "ui/network/joiner.h"
#include "ui/network/networkmatch.h"
#include "ui/networkpeer/matchending.h"
#include "ui/networkpeer/printabletext.h"
#include "ui/networkpeer/terminalplayer.h"
#include "ui/registry/gameregistry.h"
#include "ui/session/gamesession.h"
#include "ui/terminal/gameterminal.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHostAddress>
#include <QTextStream>
#include <QTimer>

namespace quatre::ui {

namespace {

using net::NetworkMatch;

void addPeerOptions(cli::CommandParser &parser)
{
    parser.addOption({QStringLiteral("level"),
                      QCoreApplication::translate(
                          "Cli", "The AI level that plays this seat (without it, you play at the terminal)."),
                      QStringLiteral("level")});
    parser.addOption({QStringLiteral("name"), QCoreApplication::translate("Cli", "The name the other player sees."),
                      QStringLiteral("name"), QStringLiteral("quatre-cli")});
}

// Plays the match to its end: the AI moves on its turns, the peer's moves
// come in. Returns the exit code and prints the game.
int play(NetworkMatch &match, GameSession &session, const AiConfig &level, QTextStream &out, QTextStream &err)
{
    const std::unique_ptr<Ai> ai = session.options().rules->makeAi(level);
    QEventLoop loop;
    int exitCode = cli::kExitOk;
    QString ending; // matchResult()
    const auto finish = [&](const QString &result, int code) {
        if (!ending.isNull())
            return;
        ending = result;
        exitCode = code;
        loop.quit();
    };
    const auto turn = [&] {
        if (session.isOver())
            return finish(matchResult(session, std::nullopt), cli::kExitOk);
        if (!match.isLocalTurn())
            return;
        // The search runs on this thread: the peer's messages wait for it,
        // well within the 30 s a connection may stay silent.
        SearchControl control;
        const AiDecision decision = ai->chooseMove(session.game(), control);
        session.play(decision.move);
    };
    QObject::connect(&session, &GameSession::positionChanged, &loop, [&] { QTimer::singleShot(0, &loop, turn); });
    QObject::connect(&match, &NetworkMatch::resigned, &loop,
                     [&](int seat) { finish(matchResult(session, seat), cli::kExitOk); });
    QObject::connect(&match, &NetworkMatch::disconnected, &loop, [&](net::CloseReason reason, const QString &detail) {
        if (!ending.isNull())
            return; // our own goodbye after the end
        if (session.isOver())
            return turn(); // the peer's last move came with its goodbye
        err << net::closeReasonText(reason, detail) << Qt::endl;
        finish(QString(), cli::kExitInputFailed);
    });
    // The peer asks for nothing an AI would grant: undo and new games are declined.
    QObject::connect(&match, &NetworkMatch::requestReceived, &loop, [&match] { match.answer(false); });
    QTimer::singleShot(0, &loop, turn);
    loop.exec();
    if (exitCode == cli::kExitOk)
        endMatch(match, session, ending, out);
    return exitCode;
}

// A person at this seat instead of an AI.
int playAtTerminal(NetworkMatch &match, GameSession &session, const GameRegistry &games, const QString &peerName,
                   QTextStream &out, QTextStream &err)
{
    TerminalPlayer player(match, session, *games.find(session.options())->terminal, peerName, out, err);
    return player.run();
}

} // namespace

int hostCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    cli::CommandParser parser(
        QStringLiteral("host"),
        QCoreApplication::translate(
            "Cli",
            "Hosts a network game: prints the port and the join code, waits for one player to join (quatre-cli "
            "join), plays the game, then prints its moves and result from player 1's view. With --level an AI "
            "plays; without it, you play at the terminal: the board is shown after each move, you type moves in "
            "the game's notation or the commands undo, new, resign, say TEXT, quit and help."));
    cli::addGameOptions(parser, games);
    addPeerOptions(parser);
    parser.addOption({QStringLiteral("port"),
                      QCoreApplication::translate("Cli", "The port to listen on (default %1; 0: any free one).")
                          .arg(net::kDefaultPort),
                      QStringLiteral("port"), QString::number(net::kDefaultPort)});
    parser.addOption({QStringLiteral("address"),
                      QCoreApplication::translate("Cli",
                                                  "The address to listen on (default: every address of this "
                                                  "machine; 127.0.0.1: this machine only)."),
                      QStringLiteral("address")});
    parser.addOption({QStringLiteral("seat"),
                      QCoreApplication::translate("Cli", "The seat this side plays (the AI or you), 1 or 2."),
                      QStringLiteral("seat"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("first"), QCoreApplication::translate("Cli", "The seat that moves first, 1 or 2."),
                      QStringLiteral("seat"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("wait"),
                      QCoreApplication::translate("Cli", "Seconds to wait for a player to join, 1 to 86400."),
                      QStringLiteral("seconds"), QStringLiteral("600")});
    int exitCode = cli::kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto options = cli::gameOptions(parser, games, &error);
    if (!options)
        return cli::usageError(err, error);
    std::optional<AiConfig> level; // none: a person at the terminal
    if (parser.isSet(QStringLiteral("level"))) {
        level = cli::levelOption(parser, QStringLiteral("level"), games, &error);
        if (!level || !cli::levelFor(*options, *level, parser.value(QStringLiteral("game")), &error))
            return cli::usageError(err, error);
    }
    const auto port = cli::intOption(parser, QStringLiteral("port"), 0, 65535, &error);
    const auto seat = port ? cli::intOption(parser, QStringLiteral("seat"), 1, 2, &error) : std::nullopt;
    const auto first = seat ? cli::intOption(parser, QStringLiteral("first"), 1, 2, &error) : std::nullopt;
    const auto wait = first ? cli::intOption(parser, QStringLiteral("wait"), 1, 86400, &error) : std::nullopt;
    if (!wait)
        return cli::usageError(err, error);
    QHostAddress address(QHostAddress::Any);
    if (parser.isSet(QStringLiteral("address")) && !address.setAddress(parser.value(QStringLiteral("address"))))
        return cli::usageError(
            err,
            QCoreApplication::translate("Cli", "'%1' is no IP address").arg(parser.value(QStringLiteral("address"))));

    GameSession session(*options);
    session.start(*options, {Seat::person(), Seat::person()}, *first - 1);
    net::Host host(parser.value(QStringLiteral("name")));
    if (!host.listen(address, quint16(*port), &error)) {
        err << QCoreApplication::translate("Cli", "cannot listen on port %1: %2").arg(*port).arg(error) << '\n';
        return cli::kExitInputFailed;
    }
    // Read by scripts and tests: never translated.
    out << QStringLiteral("port %1 code %2 addresses %3")
               .arg(host.port())
               .arg(host.joinCode(), host.addresses().join(QLatin1Char(',')))
        << '\n';
    out.flush();
    QEventLoop waiting;
    NetworkMatch *match = nullptr;
    QString peerName;
    QObject::connect(&host, &net::Host::joined, &waiting, [&](net::Connection *connection, const QString &name) {
        peerName = name;
        err << QCoreApplication::translate("Cli", "%1 joined").arg(printableText(name))
            << Qt::endl; // as it happens: a watcher waits for it
        match = NetworkMatch::host(&session, connection, *seat - 1, games, &host);
        waiting.quit();
    });
    QObject::connect(&host, &net::Host::attemptRefused, &waiting,
                     [&err](const QString &text) { err << text << Qt::endl; });
    QObject::connect(&host, &net::Host::stoppedListening, &waiting, [&](const QString &text) {
        err << text << Qt::endl;
        waiting.quit();
    });
    QTimer::singleShot(*wait * 1000, &waiting, &QEventLoop::quit);
    waiting.exec();
    if (!match) {
        err << QCoreApplication::translate("Cli", "nobody joined") << '\n';
        return cli::kExitInputFailed;
    }
    host.stop(); // one game: nobody else may come in
    return level ? play(*match, session, *level, out, err) : playAtTerminal(*match, session, games, peerName, out, err);
}

int joinCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    cli::CommandParser parser(
        QStringLiteral("join"),
        QCoreApplication::translate(
            "Cli",
            "Joins a network game: the host's address, port and join code; plays the game, then prints its moves "
            "and result from player 1's view. With --level an AI plays; without it, you play at the terminal: the "
            "board is shown after each move, you type moves in the game's notation or the commands undo, new, "
            "resign, say TEXT, quit and help."));
    addPeerOptions(parser);
    parser.addPositionalArgument(QStringLiteral("address"), QCoreApplication::translate("Cli", "The host's address."));
    parser.addPositionalArgument(QStringLiteral("port"), QCoreApplication::translate("Cli", "The host's port."));
    parser.addPositionalArgument(QStringLiteral("code"), QCoreApplication::translate("Cli", "The join code."));
    int exitCode = cli::kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3)
        return cli::usageError(err, QCoreApplication::translate("Cli", "join takes an address, a port and a code"));
    bool portOk = false;
    const uint port = positional.at(1).toUInt(&portOk);
    if (!portOk || port < 1 || port > 65535)
        return cli::usageError(err, QCoreApplication::translate("Cli", "'%1' is no port").arg(positional.at(1)));
    QString error;
    std::optional<AiConfig> level; // none: a person at the terminal
    if (parser.isSet(QStringLiteral("level"))) {
        level = cli::levelOption(parser, QStringLiteral("level"), games, &error);
        if (!level)
            return cli::usageError(err, error);
    }

    GameSession session(games.first().rules->defaultOptions());
    net::Joiner joiner(parser.value(QStringLiteral("name")));
    QEventLoop waiting;
    NetworkMatch *match = nullptr;
    QString failure;
    QString peerName;
    QObject::connect(&joiner, &net::Joiner::joined, &waiting, [&](net::Connection *connection, const QString &name) {
        peerName = name;
        match = NetworkMatch::join(&session, connection, games, &joiner);
        QObject::connect(match, &NetworkMatch::ready, &waiting, &QEventLoop::quit);
        QObject::connect(match, &NetworkMatch::disconnected, &waiting,
                         [&](net::CloseReason reason, const QString &detail) {
                             failure = net::closeReasonText(reason, detail);
                             waiting.quit();
                         });
    });
    QObject::connect(&joiner, &net::Joiner::failed, &waiting, [&](const QString &text) {
        failure = text;
        waiting.quit();
    });
    joiner.join(positional.at(0), quint16(port), positional.at(2));
    waiting.exec();
    if (match)
        QObject::disconnect(match, nullptr, &waiting, nullptr);
    if (!match || !match->isReady()) {
        err << failure << '\n';
        return cli::kExitInputFailed;
    }
    if (!level)
        return playAtTerminal(*match, session, games, peerName, out, err);
    const std::string_view id = session.options().rules->id();
    if (!cli::levelFor(session.options(), *level, QString::fromLatin1(id.data(), qsizetype(id.size())), &error)) {
        err << error << '\n';
        match->leave();
        return cli::kExitInputFailed;
    }
    return play(*match, session, *level, out, err);
}

} // namespace quatre::ui
